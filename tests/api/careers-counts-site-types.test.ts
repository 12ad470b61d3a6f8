// A recruitment type beyond the spec's three, as a site file may list one (recruitTypes: ["all", ..., "interns"]):
// careers.count counts it on its own, on the homes' tally and under a list's filters, and careers.search lists it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { Position, PositionCounts } from '@/src/core/entities';
import { call, data, startApp, type TestApp } from './helpers';

let t: TestApp;
let before: PositionCounts;
beforeAll(async () => {
  t = await startApp();
  before = await counts({});
  // two open positions of portal 1001 copied as interns' positions
  const open = (await search({ recruitType: 'campus', pageSize: 2 })).list;
  for (const [i, { id }] of open.entries()) {
    const { updated_at: _at, ...row } = await t.app.db.selectFrom('positions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await t.app.db.insertInto('positions').values({ ...row, id: 90_000 + i, code: `INTERN${i}`, recruit_type: 'interns', title: `实习生（${row.title}）` }).execute();
  }
});
afterAll(() => t.close());

type Counts = PositionCounts & Record<string, number>;
const search = (params: Record<string, unknown>) => data<Paged<Position>>(t.app, 'careers.search', { pageSize: 50, ...params });
const counts = (params: Record<string, unknown>) => data<Counts>(t.app, 'careers.count', params);

describe('a recruitment type a site file adds', () => {
  it('is counted on its own on the home, and in 全部', async () => {
    const home = await counts({});
    expect(home.interns).toBe(2);
    expect(home.all).toBe(before.all + 2);
    expect(home.campus).toBe(before.campus);
  });

  it('is listed by careers.search, and its tab counts what its list totals', async () => {
    const list = await search({ recruitType: 'interns' });
    expect(list.total).toBe(2);
    expect(list.list.every((p) => p.title.startsWith('实习生（'))).toBe(true);
    const tabs = await counts({ scope: 'listed' });
    expect(tabs.interns).toBe(2);
    expect(tabs.all).toBe((await search({ recruitType: 'all' })).total);
    const keyword = await counts({ scope: 'listed', keyword: '实习生' });
    expect(keyword.interns).toBe((await search({ recruitType: 'interns', keyword: '实习生' })).total);
  });

  it('refuses a type that cannot be one', async () => {
    const answer = await call(t.app, 'careers.search', { recruitType: 'Interns!' });
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toContain('recruitType');
  });
});
