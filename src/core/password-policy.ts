// The rule for a new password (ASVS 4.0.3 V2.1), one function for the pages and the server: 8 to 128
// characters counted as code points, any printable character (spaces and emoji too), no composition rules;
// refused when it is a common or breached password (zxcvbn-ts's common dictionary) or holds the account's own
// mobile, email or name. The dictionary (about 400 kB) is imported on the first check, never with a page.
// Signing in never applies this rule: passwords set under an older one keep working.
import type { PasswordRule } from './account-api';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** below this zxcvbn score (guesses under about 10^6) a password falls to an online attack: refused */
export const PASSWORD_MIN_SCORE = 2;

/** What user.toregist tells about the rule. */
export const PASSWORD_RULE: PasswordRule = { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, refusesCommon: true };

export const PASSWORD_MESSAGES = {
  tooShort: `密码至少${PASSWORD_MIN_LENGTH}位`,
  tooLong: `密码不能超过${PASSWORD_MAX_LENGTH}位`,
  control: '密码不能包含换行等控制字符',
  personal: '密码不能包含本人的手机号、邮箱或姓名',
  common: '该密码过于常见，请换一个更难猜的密码',
} as const;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordVerdict {
  ok: boolean;
  /** why it is refused (the server answers PASSWORD_WEAK with the same text); undefined when ok */
  message?: string;
  /** zxcvbn's 0-4; 0 for a password refused before the dictionary was asked */
  score: PasswordScore;
}

type Zxcvbn = { check: (password: string, userInputs?: (string | number)[]) => { score: number } };

let zxcvbn: Promise<Zxcvbn> | undefined;

function loadZxcvbn(): Promise<Zxcvbn> {
  zxcvbn ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return zxcvbn;
}

/** Length in code points: an emoji is one character, as a person counts it. */
export const passwordLength = (password: string) => [...password].length;

/** The checks that need no dictionary: length and control characters. */
export function passwordShapeMessage(password: string): string | undefined {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (/[\p{Cc}\p{Cs}]/u.test(password)) return PASSWORD_MESSAGES.control;
  return undefined;
}

/** The parts of the account a password must not hold: the mobile, the email and its local part, the name. */
export function personalInputs(...values: Array<string | null | undefined>): string[] {
  const inputs = new Set<string>();
  for (const value of values) {
    const text = (value ?? '').trim().toLowerCase();
    if (!text) continue;
    inputs.add(text);
    const at = text.indexOf('@');
    if (at > 0) inputs.add(text.slice(0, at));
  }
  return [...inputs];
}

// short inputs (a two-character name) are refused only as the whole password: as a part they would refuse
// many good passphrases; zxcvbn still counts them as guessable parts.
const PERSONAL_PART_MIN = 3;

function holdsPersonal(password: string, inputs: string[]): boolean {
  const lower = password.toLowerCase();
  return inputs.some((input) => lower === input || (passwordLength(input) >= PERSONAL_PART_MIN && lower.includes(input)));
}

/** The verdict on a new password; `userInputs` are the account's mobile, email and name (personalInputs). */
export async function checkPassword(password: string, userInputs: string[] = []): Promise<PasswordVerdict> {
  if (typeof password !== 'string') return { ok: false, message: PASSWORD_MESSAGES.tooShort, score: 0 };
  const shape = passwordShapeMessage(password);
  if (shape) return { ok: false, message: shape, score: 0 };
  const inputs = personalInputs(...userInputs);
  if (holdsPersonal(password, inputs)) return { ok: false, message: PASSWORD_MESSAGES.personal, score: 0 };
  const score = Math.max(0, Math.min(4, (await loadZxcvbn()).check(password, inputs).score)) as PasswordScore;
  if (score < PASSWORD_MIN_SCORE) return { ok: false, message: PASSWORD_MESSAGES.common, score };
  return { ok: true, score };
}
