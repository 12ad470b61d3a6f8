// collect.getCareer, collect.career, collect.removeCareer: favourites, idempotent, per candidate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectedPosition, CollectState } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { call, data, NOW, startApp, type TestApp } from './helpers';
import { DEMO, login, openPositionsFor, type Session } from './candidates';

let t: TestApp;
let zhang: Session;
beforeAll(async () => {
  t = await startApp();
  zhang = await login(t.app, DEMO.zhang);
});
afterAll(() => t.close());

const favourites = (params: Record<string, unknown> = {}, session = zhang) => data<Paged<CollectedPosition>>(t.app, 'collect.getCareer', params, session.headers);

describe('favourites', () => {
  it('lists the seeded favourites newest first, as positions with the time they were collected', async () => {
    const page = await favourites();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(page.list[0].collectedAt > page.list[1].collectedAt).toBe(true);
    expect(page.list[0]).toMatchObject({ status: 'open', recruitType: expect.any(String) });
    expect(page.list[0].title.length).toBeGreaterThan(0);
    expect(page.list[0].unitName.length).toBeGreaterThan(0);
    expect(page.list[0]).not.toHaveProperty('description');
  });

  it('collects a position once however often it is asked, newest first, and removes it the same way', async () => {
    const [positionId] = await openPositionsFor(t.app, zhang, 'social');
    for (let i = 0; i < 2; i += 1) {
      expect(await data<CollectState>(t.app, 'collect.career', { positionId }, zhang.headers)).toEqual({ positionId, collected: true });
    }
    const page = await favourites();
    expect(page.total).toBe(3);
    expect(page.list[0]).toMatchObject({ id: positionId, collectedAt: NOW.toISOString() });
    expect((await favourites({ positionId })).list.map((p) => p.id)).toEqual([positionId]);

    for (let i = 0; i < 2; i += 1) {
      expect(await data<CollectState>(t.app, 'collect.removeCareer', { positionId }, zhang.headers)).toEqual({ positionId, collected: false });
    }
    expect((await favourites()).total).toBe(2);
    expect(await favourites({ positionId })).toMatchObject({ list: [], total: 0 });
  });

  it('pages', async () => {
    const first = await favourites({ page: 1, pageSize: 1 });
    const second = await favourites({ page: 2, pageSize: 1 });
    expect([first.total, second.total]).toEqual([2, 2]);
    expect(first.list[0].id).not.toBe(second.list[0].id);
    expect((await favourites({ page: 3, pageSize: 1 })).list).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown position and for a position of another portal', async () => {
    const army = await t.app.db.selectFrom('positions').select('id').where('portal_id', '=', 1002).executeTakeFirstOrThrow();
    for (const name of ['collect.career', 'collect.removeCareer'] as const) {
      for (const positionId of [999999, army.id]) {
        expect((await call(t.app, name, { positionId }, zhang.headers)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: '职位不存在' });
      }
    }
    expect((await favourites()).total).toBe(2);
  });

  it('refuses bad input with HTTP 400 naming the parameter', async () => {
    const cases: Array<[Parameters<typeof call>[1], Record<string, unknown>, string]> = [
      ['collect.career', {}, 'positionId'],
      ['collect.career', { positionId: 'abc' }, 'positionId'],
      ['collect.removeCareer', { positionId: 0 }, 'positionId'],
      ['collect.getCareer', { positionId: 'x' }, 'positionId'],
      ['collect.getCareer', { pageSize: 51 }, 'pageSize'],
      ['collect.getCareer', { page: 0 }, 'page'],
    ];
    for (const [name, params, field] of cases) {
      const answer = await call(t.app, name, params, zhang.headers);
      expect(answer.status, `${name} ${JSON.stringify(params)}`).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
      expect(answer.body.errorMessage).toContain(field);
    }
  });

  it('answers a guest with HTTP 401', async () => {
    for (const [name, params] of [
      ['collect.getCareer', {}],
      ['collect.career', { positionId: 1 }],
      ['collect.removeCareer', { positionId: 1 }],
    ] as const) {
      const answer = await call(t.app, name, params);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ errorCode: 'UNAUTHORIZED', showType: 0 });
    }
  });
});
