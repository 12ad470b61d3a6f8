import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeSent } from '@/src/core/account-api';
import { NOW, startApp, type TestApp } from './helpers';
import { callFrom, movableClock, newAttrKey, newMobile, solvedCaptcha } from './accounts-helpers';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ now: clock.now });
});
afterAll(() => t.close());

const image = (query: Record<string, string>, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/pt/captcha/generate', query, headers });
/** forget.sendSms checks a captcha and answers the same for any mobile: a plain way to try an answer. */
const tryCaptcha = (attrKey: string, captcha: string, portalId = 1001) =>
  callFrom<CodeSent>(t.app, 'forget.sendSms', { mobile: newMobile(), attrKey, captcha }, { 'qx-portal': String(portalId) }, '10.0.1.1');
const CAPTCHA_INVALID = { success: false, errorCode: 'CAPTCHA_INVALID', errorMessage: '图形验证码错误或已过期', showType: 2 };

describe('captcha.generate', () => {
  it('answers a 240 x 80 PNG image, not cached', async () => {
    const res = await image({ attrKey: newAttrKey(), random: '0.123' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    const png = PNG.sync.read(res.rawPayload);
    expect([png.width, png.height]).toEqual([240, 80]);
  });

  it('stores a 4-character answer for the attrKey, valid 5 minutes', async () => {
    const attrKey = newAttrKey();
    await image({ attrKey });
    const row = await t.app.db.selectFrom('captchas').selectAll().where('attr_key', '=', attrKey).executeTakeFirstOrThrow();
    expect(row.answer).toMatch(/^[2-9A-Z]{4}$/);
    expect(row.portal_id).toBe(1001);
    expect(row.expires_at).toBe(new Date(NOW.getTime() + 5 * 60 * 1000).toISOString());
  });

  it.each([[{}], [{ attrKey: 'short' }], [{ attrKey: 'has spaces in it' }], [{ attrKey: 'x'.repeat(65) }]])('refuses %j with HTTP 400', async (query) => {
    const res = await image(query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
    expect(res.json().errorMessage).toContain('attrKey');
  });

  it('answers PORTAL_NOT_FOUND for an unknown portal', async () => {
    const res = await image({ attrKey: newAttrKey() }, { 'qx-portal': '4242' });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'PORTAL_NOT_FOUND' });
  });
});

describe('checking a captcha', () => {
  it('accepts the right answer in any letter case, once', async () => {
    const { attrKey, captcha } = await solvedCaptcha(t.app, 1001);
    const first = await tryCaptcha(attrKey, captcha.toLowerCase());
    expect(first.body).toMatchObject({ success: true, data: { expiresIn: 600, resendIn: 60 } });
    expect((await tryCaptcha(attrKey, captcha)).body).toMatchObject(CAPTCHA_INVALID);
  });

  it('is used up by a wrong answer too', async () => {
    const { attrKey, captcha } = await solvedCaptcha(t.app, 1001);
    const wrong = captcha === 'AAAA' ? 'BBBB' : 'AAAA';
    expect((await tryCaptcha(attrKey, wrong)).body).toMatchObject(CAPTCHA_INVALID);
    expect((await tryCaptcha(attrKey, captcha)).body).toMatchObject(CAPTCHA_INVALID);
    expect(await t.app.db.selectFrom('captchas').select('attr_key').where('attr_key', '=', attrKey).executeTakeFirst()).toBeUndefined();
  });

  it('is replaced by a new image of the same attrKey', async () => {
    const attrKey = newAttrKey();
    const before = await solvedCaptcha(t.app, 1001, attrKey);
    const after = await solvedCaptcha(t.app, 1001, attrKey);
    expect(await t.app.db.selectFrom('captchas').select('answer').where('attr_key', '=', attrKey).execute()).toEqual([{ answer: after.captcha }]);
    expect(before.attrKey).toBe(after.attrKey);
    expect((await tryCaptcha(attrKey, after.captcha)).body.success).toBe(true);
  });

  it('expires after 5 minutes', async () => {
    const fresh = await solvedCaptcha(t.app, 1001);
    const stale = await solvedCaptcha(t.app, 1001);
    clock.advance(5 * 60 * 1000 - 1000);
    expect((await tryCaptcha(fresh.attrKey, fresh.captcha)).body.success).toBe(true);
    clock.advance(1000);
    expect((await tryCaptcha(stale.attrKey, stale.captcha)).body).toMatchObject(CAPTCHA_INVALID);
    clock.set(NOW);
  });

  it('serves only the portal it was made for', async () => {
    const { attrKey, captcha } = await solvedCaptcha(t.app, 1001);
    expect((await tryCaptcha(attrKey, captcha, 1002)).body).toMatchObject(CAPTCHA_INVALID);
  });

  it('is refused when missing or for an unknown attrKey', async () => {
    expect((await tryCaptcha(newAttrKey(), 'ABCD')).body).toMatchObject(CAPTCHA_INVALID);
    const missing = await callFrom(t.app, 'forget.sendSms', { mobile: newMobile(), attrKey: newAttrKey() });
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toContain('captcha');
  });
});
