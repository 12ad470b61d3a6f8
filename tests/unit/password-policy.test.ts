import { describe, expect, it } from 'vitest';
import { checkPassword, passwordLength, personalInputs, PASSWORD_MESSAGES, PASSWORD_RULE } from '@/src/core/password-policy';

const PASSPHRASE_48 = 'the red lantern hangs by the old door at dusk ok';
const MOBILE = '13812345678';

describe('password policy (ASVS 4.0.3 V2.1)', () => {
  it('the 48-character passphrase of these tests is 48 characters', () => {
    expect(passwordLength(PASSPHRASE_48)).toBe(48);
  });

  it.each(['password1', 'Passw0rd', '12345678', 'qwertyuiop', 'iloveyou1', 'P@ssword'])('V2.1.7 refuses the common password %j', async (password) => {
    expect(await checkPassword(password)).toMatchObject({ ok: false, message: PASSWORD_MESSAGES.common });
  });

  it('V2.1.2 accepts a 48-character passphrase of plain lower-case words and spaces', async () => {
    expect(await checkPassword(PASSPHRASE_48)).toEqual({ ok: true, score: 4 });
  });

  it('V2.1.1 refuses 7 characters and accepts 8', async () => {
    expect(await checkPassword('Qz7#vLp')).toEqual({ ok: false, message: '密码至少8位', score: 0 });
    expect((await checkPassword('Qz7#vLp2')).ok).toBe(true);
  });

  it('V2.1.2 accepts 64 and 128 characters and refuses 129', async () => {
    const words = 'moss river kite lamp ';
    const of = (n: number) => words.repeat(10).slice(0, n);
    expect((await checkPassword(of(64))).ok).toBe(true);
    expect((await checkPassword(of(128))).ok).toBe(true);
    expect(await checkPassword(of(129))).toEqual({ ok: false, message: '密码不能超过128位', score: 0 });
  });

  it('V2.1.1 counts code points: 8 emoji are 8 characters, 128 Chinese characters are allowed', async () => {
    expect(passwordLength('🔥🌊🍀🎲🚲🧩🎻🦉')).toBe(8);
    expect((await checkPassword('🔥🌊🍀🎲🚲🧩🎻🦉')).ok).toBe(true);
    expect((await checkPassword('🔥🌊🍀🎲🚲🧩🎻')).message).toBe(PASSWORD_MESSAGES.tooShort);
    expect((await checkPassword('红灯笼挂在老屋门前'.repeat(15).slice(0, 128))).ok).toBe(true);
  });

  it('V2.1.4 accepts any printable character (spaces, punctuation, Chinese, emoji) but no control characters', async () => {
    expect((await checkPassword('  春眠不觉晓，处处闻啼鸟 🐦  ')).ok).toBe(true);
    expect((await checkPassword('tab\tinside the password')).message).toBe(PASSWORD_MESSAGES.control);
    expect((await checkPassword('line\nbreak in the password')).message).toBe(PASSWORD_MESSAGES.control);
  });

  it('V2.1.3 does not trim: leading and trailing spaces count as characters', async () => {
    expect((await checkPassword('   Qz7#   ')).ok).toBe(true);
    expect((await checkPassword('  Qz7  ')).message).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it('V2.1.9 has no composition rules: no digit, no capital, no symbol is fine when it is hard to guess', async () => {
    expect((await checkPassword('glacier umbrella tiptoe')).ok).toBe(true);
    expect((await checkPassword('zqxvbnwtrplkmh')).ok).toBe(true);
  });

  it('V2.1.7 refuses the account mobile, email or name as the password or inside it', async () => {
    const inputs = [MOBILE, 'Li.Wei@example.com', '李伟明'];
    expect(await checkPassword(MOBILE, inputs)).toEqual({ ok: false, message: '密码不能包含本人的手机号、邮箱或姓名', score: 0 });
    expect((await checkPassword(`my number ${MOBILE}!`, inputs)).message).toBe(PASSWORD_MESSAGES.personal);
    expect((await checkPassword('li.wei@example.com', inputs)).message).toBe(PASSWORD_MESSAGES.personal);
    expect((await checkPassword('Li.Wei says hello there', inputs)).message).toBe(PASSWORD_MESSAGES.personal);
    expect((await checkPassword('李伟明的秘密花园在山上', inputs)).message).toBe(PASSWORD_MESSAGES.personal);
    expect((await checkPassword('the red lantern hangs by the old door', inputs)).ok).toBe(true);
  });

  it('a two-character name is refused as the whole password, not as a part of a good passphrase', async () => {
    expect((await checkPassword('张三张三张三张三', ['张三'])).ok).toBe(false);
    expect((await checkPassword('张三去城东的茶馆喝早茶', ['张三'])).ok).toBe(true);
  });

  it('the demo password and those the tests set pass the rule', async () => {
    for (const password of ['Portal@2026', 'Newcomer#2026', 'Changed#2026', 'Strong#2026', 'Recovered#2026', 'Saved#2026']) {
      expect((await checkPassword(password, ['13800000001', '张明'])).ok).toBe(true);
    }
  });

  it('personal inputs are lower-cased, with the local part of an email', () => {
    expect(personalInputs(' Li.Wei@Example.com ', '', null, MOBILE)).toEqual(['li.wei@example.com', 'li.wei', MOBILE]);
  });

  it('user.toregist describes the rule as the policy applies it', () => {
    expect(PASSWORD_RULE).toEqual({ minLength: 8, maxLength: 128, refusesCommon: true });
  });
});
