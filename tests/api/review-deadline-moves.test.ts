// review.search moves the applications whose registration closed (submitted -> deadline) before listing them, by
// looking only at the deadlines passed since the portal's moves were last done (migration 015): a deadline that
// passes overnight, one an editor sets earlier, and a closed position opened again past its deadline; and ends the
// undecided applications of the positions closed since the last list.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { ReviewItem } from '@/src/core/review-api';
import { data, NOW, startApp, type TestApp } from './helpers';
import type { Session } from './candidates';
import { REVIEWERS, reviewerLogin } from './review-helpers';

let clock = NOW;
let t: TestApp;
let chen: Session;
let zhou: Session;

async function openPosition(units: readonly number[], skip = 0): Promise<number> {
  const row = await t.app.db
    .selectFrom('positions')
    .select('id')
    .where('unit_id', 'in', [...units])
    .where('status', '=', 'open')
    .where('deadline', '>=', '2026-11-25')
    .orderBy('id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A candidate who submitted an application to the position on 2026-11-10; the delivery's id. */
async function submitted(positionId: number, mobile: string): Promise<number> {
  await sql`INSERT INTO users (portal_id, domain, name, mobile, email, password_hash, created_at)
    VALUES (1001, 'portal', ${'考生' + mobile.slice(-2)}, ${mobile}, NULL, 'never signs in', '2026-11-01T00:00:00.000Z')`.execute(t.app.db);
  const user = await t.app.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
  const at = '2026-11-10T01:00:00.000Z';
  await t.app.db.insertInto('deliveries').values({ user_id: user.id, portal_id: 1001, position_id: positionId, status: 'submitted', created_at: at, tag: '1', submitted_at: at }).execute();
  const row = await t.app.db.selectFrom('deliveries').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
  return row.id;
}

async function statusIn(reviewer: Session, positionId: number): Promise<string[]> {
  const page = await data<Paged<ReviewItem>>(t.app, 'review.search', { positionId, pageSize: 50 }, reviewer.headers);
  return page.list.filter((i) => (i.candidate.mobile ?? '').startsWith('1760000')).map((i) => i.status);
}

const doneThrough = async () => (await t.app.db.selectFrom('deadline_moves_done').select('through_day').where('portal_id', '=', 1001).executeTakeFirst())?.through_day;

beforeAll(async () => {
  t = await startApp({ now: () => clock });
  chen = await reviewerLogin(t.app, REVIEWERS.chen);
  zhou = await reviewerLogin(t.app, REVIEWERS.zhou);
});
afterAll(() => t.close());

describe('review.search: deadlines passed since the last list', () => {
  it('leaves an application on its deadline day, and moves it to deadline the next morning', async () => {
    const position = await openPosition(REVIEWERS.chen.units);
    await submitted(position, '17600000001');
    await t.app.db.updateTable('positions').set({ deadline: '2026-11-20' }).where('id', '=', position).execute();
    expect(await statusIn(chen, position)).toEqual(['submitted']);
    expect(await doneThrough()).toBe('2026-11-20');
    clock = new Date('2026-11-21T04:00:00Z');
    expect(await statusIn(chen, position)).toEqual(['deadline']);
    expect(await doneThrough()).toBe('2026-11-21');
  });

  it('moves the applications of a position whose deadline an editor sets before the recorded day', async () => {
    const position = await openPosition(REVIEWERS.chen.units, 1);
    await submitted(position, '17600000002');
    expect(await statusIn(chen, position)).toEqual(['submitted']);
    await t.app.db.updateTable('positions').set({ deadline: '2026-11-05' }).where('id', '=', position).execute();
    expect(await doneThrough()).toBe('2026-11-05');
    expect(await statusIn(chen, position)).toEqual(['deadline']);
    expect(await doneThrough()).toBe('2026-11-21');
  });

  it('moves the applications of a closed position opened again after its deadline, whoever lists next', async () => {
    const position = await openPosition(REVIEWERS.zhou.units);
    await submitted(position, '17600000003');
    await t.app.db.updateTable('positions').set({ status: 'closed', deadline: '2026-11-30' }).where('id', '=', position).execute();
    await t.app.db.updateTable('positions').set({ deadline: '2026-11-12' }).where('id', '=', position).execute();
    await t.app.db.updateTable('positions').set({ status: 'open' }).where('id', '=', position).execute();
    expect(await doneThrough()).toBe('2026-11-12');
    // 陈静 does not review this unit; her list still does the portal's deadline moves
    await statusIn(chen, position);
    const row = await t.app.db.selectFrom('deliveries').select('status').where('position_id', '=', position).where('status', '<>', 'draft').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.status).toBe('deadline');
    expect(await statusIn(zhou, position)).toEqual(['deadline']);
  });

  it('ends the undecided applications of a position closed since the last list, once', async () => {
    const position = await openPosition(REVIEWERS.chen.units, 2);
    await submitted(position, '17600000004');
    await t.app.db.updateTable('positions').set({ status: 'closed' }).where('id', '=', position).execute();
    const due = () => t.app.db.selectFrom('closed_positions_due').select('position_id').where('position_id', '=', position).execute();
    expect(await due()).toHaveLength(1);
    expect(await statusIn(chen, position)).toEqual(['ended']);
    expect(await due()).toHaveLength(0);
  });
});
