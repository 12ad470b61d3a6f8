// Code guessing (found beside the login throttle): a code's wrong tries were read before and written after the
// comparison, so tries sent at once could all be compared (on PostgreSQL's pool, or SQLite between two
// statements). Now the try is counted in the statement that reads the code; these replay concurrent guesses.
// In-process on SQLite's one connection the old code happened to serialise them, so the first test guards the
// design rather than failing on the old code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeSent } from '@/src/core/account-api';
import { startApp, type TestApp } from '@/tests/api/helpers';
import { callFrom, lastCode, newMobile, solvedCaptcha } from '@/tests/api/accounts-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const at = { 'qx-portal': '1001' };
let ips = 0;
const newIp = () => `10.21.0.${++ips}`;
const wrongOf = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
const validate = (mobile: string, code: string) =>
  callFrom<{ valid: boolean }>(t.app, 'code.validateMobile', { mobile, code, purpose: 'regist' }, at, newIp());

describe('one-time codes under concurrent guessing', () => {
  it('V2.2.1 / V2.7.x sixteen concurrent wrong codes and then the right one: at most 5 are compared, and the right one is refused', async () => {
    const mobile = newMobile();
    const sent = await callFrom<CodeSent>(t.app, 'code.sendMobile', { mobile, purpose: 'regist', ...(await solvedCaptcha(t.app, 1001)) }, at, newIp());
    expect(sent.body.success).toBe(true);
    const code = await lastCode(t.app, mobile);
    const answers = await Promise.all([...Array.from({ length: 16 }, (_, i) => validate(mobile, wrongOf(code, i))), validate(mobile, code)]);
    expect(answers.map((a) => a.body.data?.valid)).toEqual(Array(17).fill(false));
    expect((await validate(mobile, code)).body.data?.valid).toBe(false);
    const row = await t.app.db.selectFrom('codes').select('wrong_tries').where('target', '=', mobile).executeTakeFirstOrThrow();
    expect(row.wrong_tries).toBe(5);
  });

  it('V2.7.x a right code checked without being used keeps its tries: it stays valid after four wrong ones', async () => {
    const mobile = newMobile();
    await callFrom<CodeSent>(t.app, 'code.sendMobile', { mobile, purpose: 'regist', ...(await solvedCaptcha(t.app, 1001)) }, at, newIp());
    const code = await lastCode(t.app, mobile);
    for (let i = 0; i < 3; i++) expect((await validate(mobile, code)).body.data?.valid).toBe(true);
    for (let i = 0; i < 4; i++) expect((await validate(mobile, wrongOf(code, i))).body.data?.valid).toBe(false);
    expect((await validate(mobile, code)).body.data?.valid).toBe(true);
  });
});
