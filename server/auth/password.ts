import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordCost } from '@/server/config/password-cost';

// Stored as "scrypt$N$r$p$salt$hash" (salt and hash base64), so the cost can grow without breaking old hashes:
// a hash of a lower cost still verifies, and is replaced at the next sign-in (needsRehash).
// The cost is server/config/password-cost.ts's (N=2^17, r=8, p=1; lower only in a test run).
const KEY_LENGTH = 64;
// Node refuses more than 32 MiB by default; room for the current cost, not for anything a stored row asks
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = passwordCost();
  const key = await scrypt(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): StoredHash | undefined {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (kind !== 'scrypt' || !salt || !hash || !Object.values(cost).every((v) => Number.isSafeInteger(v) && v > 0)) return undefined;
  return { ...cost, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  // a cost beyond maxmem (or not a power of two) cannot be a hash this server wrote
  const key = await scrypt(password, parsed.salt, { N: parsed.N, r: parsed.r, p: parsed.p }).catch(() => undefined);
  return !!key && key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** A hash stored with a lower cost than today's (or unreadable): replace it once the password is known. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  const cost = passwordCost();
  return !parsed || parsed.N < cost.N || parsed.r < cost.r || parsed.p < cost.p;
}
