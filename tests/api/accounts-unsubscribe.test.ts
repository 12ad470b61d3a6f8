import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startApp, type TestApp } from './helpers';
import { DEMO, encryptedPassword, login, uploadPhoto, validResume } from './candidates';
import { callFrom } from './accounts-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const enc = (password: string) => encryptedPassword(1001, password);

describe('userinfo.unsubscribe', () => {
  /** Rows that point at the user, per table (applications hang off deliveries). */
  async function rowsOf(userId: number): Promise<Record<string, number>> {
    const db = t.app.db;
    const deliveries = db.selectFrom('deliveries').select('id').where('user_id', '=', userId);
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      users: await count(db.selectFrom('users').select('id').where('id', '=', userId).execute()),
      tokens: await count(db.selectFrom('tokens').select('token_hash').where('user_id', '=', userId).execute()),
      resumes: await count(db.selectFrom('resumes').select('id').where('user_id', '=', userId).execute()),
      files: await count(db.selectFrom('files').select('id').where('user_id', '=', userId).execute()),
      collects: await count(db.selectFrom('collects').select('id').where('user_id', '=', userId).execute()),
      deliveries: await count(deliveries.execute()),
      delivery_events: await count(db.selectFrom('delivery_events').select('id').where('delivery_id', 'in', deliveries).execute()),
      notifications: await count(db.selectFrom('notifications').select('id').where('delivery_id', 'in', deliveries).execute()),
    };
  }

  it('deletes the account with its resume, files, favourites, applications and tokens', async () => {
    const zhang = await login(t.app, DEMO.zhang);
    const wang = await login(t.app, DEMO.wang);
    const photo = await uploadPhoto(t.app, zhang);
    expect((await call(t.app, 'resume.save', { templateId: 'social', values: validResume('social', photo), version: 0 }, zhang.headers)).body.success).toBe(true);
    const before = await rowsOf(zhang.user.id);
    for (const table of ['users', 'tokens', 'resumes', 'files', 'collects', 'deliveries', 'delivery_events', 'notifications']) expect(before[table], table).toBeGreaterThan(0);
    const wangBefore = await rowsOf(wang.user.id);

    const wrong = await call(t.app, 'userinfo.unsubscribe', { password: enc('Wrong#2026') }, zhang.headers);
    expect(wrong.body).toMatchObject({ errorCode: 'PASSWORD_WRONG', errorMessage: '密码错误' });
    expect(await rowsOf(zhang.user.id)).toEqual(before);

    expect((await call(t.app, 'userinfo.unsubscribe', { password: enc('Portal@2026') }, zhang.headers)).body).toMatchObject({ success: true, data: null });
    expect(Object.values(await rowsOf(zhang.user.id)).every((n) => n === 0)).toBe(true);
    expect(await rowsOf(wang.user.id)).toEqual(wangBefore);
    expect((await call(t.app, 'userinfo.info', {}, zhang.headers)).status).toBe(401);
    const again = await callFrom(t.app, 'passport.login', { domain: 'portal', account: DEMO.zhang.mobile, password: enc('Portal@2026') }, { 'qx-portal': '1001' });
    expect(again.body.errorCode).toBe('LOGIN_FAILED');
    expect((await call(t.app, 'userinfo.info', {}, wang.headers)).status).toBe(200);
  });

  it("gives a sign-up's place back to its activity", async () => {
    const wang = await login(t.app, DEMO.wang);
    const db = t.app.db;
    const activity = await db.selectFrom('activities').select(['id', 'signed_up']).where('portal_id', '=', 1001).orderBy('id').executeTakeFirstOrThrow();
    const at = '2026-11-20T02:00:00.000Z';
    await db.insertInto('deliveries').values({ user_id: wang.user.id, portal_id: 1001, position_id: null, activity_id: activity.id, tag: '2', status: 'submitted', created_at: at, submitted_at: at, updated_at: at }).execute();
    await db.updateTable('activities').set({ signed_up: activity.signed_up + 1 }).where('id', '=', activity.id).execute();

    expect((await call(t.app, 'userinfo.unsubscribe', { password: enc('Portal@2026') }, wang.headers)).body.success).toBe(true);
    const after = await db.selectFrom('activities').select('signed_up').where('id', '=', activity.id).executeTakeFirstOrThrow();
    expect(after.signed_up).toBe(activity.signed_up);
  });

  it('frees the mobile for a new registration', async () => {
    const free = await callFrom<{ available: boolean }>(t.app, 'user.validateRegistMobile', { mobile: DEMO.zhang.mobile }, { 'qx-portal': '1001' });
    expect(free.body.data).toEqual({ available: true });
  });
});
