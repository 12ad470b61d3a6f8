// Sliding-window limits counted in the database (table throttle_events), so that they hold across restarts
// and across API nodes. A bucket names what is counted (failed logins, codes sent...), a subject whom
// (an account, a mobile, an address).
import type { Db } from '@/server/db/database';

export interface Limit {
  /** at most this many events... */
  max: number;
  /** ...within this many milliseconds */
  windowMs: number;
}

/** Events older than this are swept: no limit looks further back. */
const KEEP_MS = 24 * 3600 * 1000;

/** Events of the subject within the window ending now. */
export async function countEvents(db: Db, bucket: string, subject: string, windowMs: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('throttle_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bucket', '=', bucket)
    .where('subject', '=', subject)
    .where('created_at', '>', new Date(now.getTime() - windowMs).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Milliseconds until one more event is allowed under every limit; 0 when it is allowed now. A full window
 * frees up when the max-th newest event in it leaves it.
 */
export async function waitMs(db: Db, bucket: string, subject: string, limits: readonly Limit[], now: Date): Promise<number> {
  let wait = 0;
  for (const limit of limits) {
    const rows = await db
      .selectFrom('throttle_events')
      .select('created_at')
      .where('bucket', '=', bucket)
      .where('subject', '=', subject)
      .where('created_at', '>', new Date(now.getTime() - limit.windowMs).toISOString())
      .orderBy('created_at', 'desc')
      .limit(limit.max)
      .execute();
    if (rows.length < limit.max) continue;
    wait = Math.max(wait, Date.parse(rows[limit.max - 1].created_at) + limit.windowMs - now.getTime());
  }
  return wait;
}

export async function recordEvent(db: Db, bucket: string, subject: string, now: Date): Promise<void> {
  await db.deleteFrom('throttle_events').where('created_at', '<', new Date(now.getTime() - KEEP_MS).toISOString()).execute();
  await db.insertInto('throttle_events').values({ bucket, subject, created_at: now.toISOString() }).execute();
}

export async function clearEvents(db: Db, bucket: string, subject: string): Promise<void> {
  await db.deleteFrom('throttle_events').where('bucket', '=', bucket).where('subject', '=', subject).execute();
}
