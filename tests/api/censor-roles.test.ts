// Roles of the censor domain: a censor account reviews only while it holds the reviewer role. Without it, every
// review call and a candidate's file answer FORBIDDEN, and the account's user says which roles it holds, so that
// its pages offer only what it may do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, data, startApp, type TestApp } from './helpers';
import { REVIEWERS, reviewerLogin } from './review-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const userIdOf = async (mobile: string) => (await t.app.db.selectFrom('users').select('id').where('domain', '=', 'censor').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;

describe('the reviewer role', () => {
  it("is on the demo reviewers' user, from signing in to userinfo", async () => {
    const chen = await reviewerLogin(t.app, REVIEWERS.chen);
    expect(chen.user.roles).toEqual(['reviewer']);
    expect(await data(t.app, 'userinfo.info', {}, chen.headers)).toMatchObject({ domain: 'censor', roles: ['reviewer'] });
  });

  it('is what the review calls ask for: without it they answer FORBIDDEN (the photo: review-access.test.ts)', async () => {
    const zhou = await reviewerLogin(t.app, REVIEWERS.zhou);
    const list = await data<{ list: Array<{ id: number }> }>(t.app, 'review.search', {}, zhou.headers);
    expect(list.list.length).toBeGreaterThan(0);
    expect((await call(t.app, 'review.view', { deliveryId: list.list[0].id }, zhou.headers)).status).toBe(200);

    await t.app.db.deleteFrom('censor_roles').where('user_id', '=', await userIdOf(REVIEWERS.zhou.mobile)).execute();
    for (const [name, params] of [
      ['review.search', {}],
      ['review.view', { deliveryId: list.list[0].id }],
    ] as const) {
      const answer = await call(t.app, name, params, zhou.headers);
      expect([name, answer.status, answer.body.errorCode]).toEqual([name, 403, 'FORBIDDEN']);
    }
    const again = await reviewerLogin(t.app, REVIEWERS.zhou);
    expect(again.user.roles).toEqual([]);
  });
});
