// Route-schema pieces of the account calls (OpenAPI documents them from here).
import { PASSWORD_MAX_LENGTH } from '@/src/core/password-policy';
import { EMAIL_MAX_LENGTH } from '@/src/core/validation/email';
import { ATTR_KEY_PATTERN } from '@/server/auth/captcha-store';

/** Base64 of AES blocks holding the longest password: 4 UTF-8 bytes per code point, PKCS#7 adds a block at most. */
export const ENCRYPTED_PASSWORD_MAX_LENGTH = 4 * Math.ceil((16 * (Math.floor((PASSWORD_MAX_LENGTH * 4) / 16) + 1)) / 3);

export const mobileProp = { type: 'string', minLength: 1, maxLength: 20, description: 'a mainland mobile number, 11 digits' } as const;
export const emailProp = { type: 'string', minLength: 1, maxLength: EMAIL_MAX_LENGTH, description: 'an email address' } as const;
export const attrKeyProp = { type: 'string', pattern: ATTR_KEY_PATTERN, description: 'the key the captcha image was generated for (captcha.generate)' } as const;
export const captchaProp = { type: 'string', minLength: 1, maxLength: 10, description: 'the characters of the captcha image, any letter case' } as const;
export const codeProp = { type: 'string', minLength: 1, maxLength: 10, description: 'the 6-digit code sent by SMS or mail' } as const;
export const passwordProp = {
  type: 'string',
  minLength: 1,
  maxLength: ENCRYPTED_PASSWORD_MAX_LENGTH,
  description: "AES-128-ECB (PKCS#7, Base64) with the site's secretKey padded to 16 characters",
} as const;
export const purposeProp = (purposes: string[]) => ({ type: 'string', enum: purposes, description: 'what the code is for' }) as const;
