// The password rule of registration and password changes (docs/api-contract.md, "Accounts"): the server
// refuses with PASSWORD_WEAK what this refuses, and the pages check with the same function before sending.
import type { PasswordRule } from '../account-api';

export const PASSWORD_RULE: PasswordRule = { minLength: 8, maxLength: 20, classes: 2 };

export const PASSWORD_WEAK_MESSAGE = '密码须为8-20位，且包含字母、数字、符号中的至少两种';

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/** How many of lower case, upper case, digits and other characters the password has. */
export function passwordClasses(password: string): number {
  return CLASSES.filter((re) => re.test(password)).length;
}

/** Length in characters (not UTF-16 units) within the rule, no control characters, enough classes. */
export function isStrongPassword(password: string, rule: PasswordRule = PASSWORD_RULE): boolean {
  if (typeof password !== 'string') return false;
  const length = [...password].length;
  if (length < rule.minLength || length > rule.maxLength) return false;
  if ([...password].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  return passwordClasses(password) >= rule.classes;
}
