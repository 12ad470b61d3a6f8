// Checks of what the account calls are sent: mobiles, emails and new passwords (decrypted with the site key).
import { decrypt } from '@/src/core/crypto-key';
import { isStrongPassword, isValidEmail, isValidMobile } from '@/src/core/validation';
import type { PortalRow } from '@/server/db/queries/portals';
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

/** The decrypted password; PASSWORD_WEAK when it breaks the rule (or does not decrypt under the site key). */
export function newPasswordOf(encrypted: string, portal: PortalRow): string {
  const password = decrypt(encrypted, portal.secretKey);
  if (!isStrongPassword(password)) throw passwordWeak();
  return password;
}
