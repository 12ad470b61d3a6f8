// AES helpers for the site's secretKey (padded to 16 characters, as the spec says). Only the parts of crypto-js that are used are
// imported: the whole package is about 30 kB gzip.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

export const KEY_LENGTH = 16;
export const KEY_PAD_CHAR = '0';

/**
 * The key as AES-128 needs it: right-padded with '0' to 16 characters, longer keys cut to 16.
 * Keys are expected to be ASCII: 16 characters are then exactly 16 bytes.
 */
export function padKey(key: string | null | undefined): string {
  return (key ?? '').padEnd(KEY_LENGTH, KEY_PAD_CHAR).slice(0, KEY_LENGTH);
}

const options = { mode: ECB, padding: Pkcs7 };

/** AES-128-ECB with PKCS#7 padding; the result is Base64. */
export function encrypt(plainText: string, key: string | null | undefined): string {
  return AES.encrypt(Utf8.parse(plainText), Utf8.parse(padKey(key)), options).toString();
}

/** The inverse of encrypt; '' when the cipher text does not decrypt under this key. */
export function decrypt(cipherText: string, key: string | null | undefined): string {
  try {
    return AES.decrypt(cipherText, Utf8.parse(padKey(key)), options).toString(Utf8);
  } catch {
    return '';
  }
}
