import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decrypt, encrypt, padKey } from '@/src/core/crypto-key';
import { decryptForSite, encryptForSite } from '@/src/site/site-cipher';

describe('padKey', () => {
  it.each([
    ['abc', 'abc0000000000000'],
    ['', '0000000000000000'],
    [undefined, '0000000000000000'],
    ['0123456789abcdef', '0123456789abcdef'],
    ['0123456789abcdefXYZ', '0123456789abcdef'],
  ])('%s -> %s', (key, padded) => {
    expect(padKey(key)).toBe(padded);
  });
});

describe('AES helpers', () => {
  it('encrypt is standard AES-128-ECB with PKCS#7 under the padded key', () => {
    const cipherText = encrypt('密码 Passw0rd!', 'site-key');
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from('site-key00000000', 'utf8'), null);
    const plain = Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()]).toString('utf8');
    expect(plain).toBe('密码 Passw0rd!');
  });

  it('decrypt inverts encrypt; a wrong key never yields the plain text', () => {
    const cipherText = encrypt('13800138000', 'k');
    expect(decrypt(cipherText, 'k')).toBe('13800138000');
    expect(decrypt(cipherText, 'other')).not.toBe('13800138000');
  });

  it("uses the site config's secretKey", () => {
    const config = { secretKey: 'portal1002' };
    expect(decryptForSite(encryptForSite('hello', config), config)).toBe('hello');
    expect(encryptForSite('hello', config)).toBe(encrypt('hello', 'portal1002000000'));
  });
});
