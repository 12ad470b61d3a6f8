// The keys an upstream HR system signs its integration calls with: `pik_<id>.<secret>`, the secret 32 random bytes
// in base64url. Only the SHA-256 of the secret is stored: the key is shown once, when it is made, and a copy of the
// database cannot call the API. The id in the key finds its row, so a check is one read by primary key and one
// comparison in constant time, with no state kept per caller (nothing an anonymous caller could grow).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@/server/db/database';

const KEY = /^pik_(\d{1,10})\.([A-Za-z0-9_-]{43})$/;
/** the largest id an INTEGER column holds on PostgreSQL: a bigger one in a key is no key, not a failing query */
const MAX_ID = 2 ** 31 - 1;

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

export interface NewKey {
  id: number;
  /** the whole key, to be shown once */
  key: string;
}

export async function insertKey(db: Db, portalId: number, name: string, now: Date): Promise<NewKey> {
  const secret = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('integration_keys')
    .values({ portal_id: portalId, name, key_hash: sha256(secret).toString('hex'), created_at: now.toISOString(), revoked_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), key: `pik_${row.id}.${secret}` };
}

/** The portal a live key acts for; undefined for a malformed, unknown, wrong or revoked key. */
export async function portalOfKey(db: Db, key: string): Promise<number | undefined> {
  const match = KEY.exec(key);
  if (!match || Number(match[1]) > MAX_ID) return undefined;
  const row = await db.selectFrom('integration_keys').select(['portal_id', 'key_hash', 'revoked_at']).where('id', '=', Number(match[1])).executeTakeFirst();
  if (!row) return undefined;
  const stored = Buffer.from(row.key_hash, 'hex');
  const given = sha256(match[2]);
  const same = stored.length === given.length && timingSafeEqual(stored, given);
  return same && row.revoked_at === null ? Number(row.portal_id) : undefined;
}
