import type { SiteConfig } from '@/src/core/envelope';
import { decrypt, encrypt } from '@/src/core/crypto-key';

/** Encrypts with the site's secretKey (padded to 16 characters by crypto-key), e.g. a login password. */
export function encryptForSite(plainText: string, config: Pick<SiteConfig, 'secretKey'>): string {
  return encrypt(plainText, config.secretKey);
}

export function decryptForSite(cipherText: string, config: Pick<SiteConfig, 'secretKey'>): string {
  return decrypt(cipherText, config.secretKey);
}
