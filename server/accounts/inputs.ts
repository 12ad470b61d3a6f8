// Checks of what the account calls are sent: mobiles, emails and new passwords (decrypted with the site key).
import { decrypt } from '@/src/core/crypto-key';
import { checkPassword } from '@/src/core/password-policy';
import { isValidEmail, isValidMobile } from '@/src/core/validation';
import type { PortalRow } from '@/server/portals/portal-queries';
import { emailInvalid, mobileInvalid, passwordWeak } from './errors';

export function mobileOf(value: string): string {
  const mobile = value.trim();
  if (!isValidMobile(mobile)) throw mobileInvalid();
  return mobile;
}

/** Emails are stored and compared in lower case. */
export function emailOf(value: string): string {
  const email = value.trim().toLowerCase();
  if (!isValidEmail(email)) throw emailInvalid();
  return email;
}

/**
 * The decrypted new password; PASSWORD_WEAK with the policy's message when it breaks the rule (or does not
 * decrypt under the site key). `userInputs`: the account's mobile, email and name, as the page knows them.
 */
export async function newPasswordOf(encrypted: string, portal: PortalRow, userInputs: Array<string | undefined>): Promise<string> {
  const password = decrypt(encrypted, portal.secretKey);
  const verdict = await checkPassword(password, userInputs.filter((input): input is string => !!input));
  if (!verdict.ok) throw passwordWeak(verdict.message!);
  return password;
}
