// Sliding-window limits counted in the database (table throttle_events), so that they hold across restarts
// and across API nodes. A bucket names what is counted (login attempts, codes sent...), a subject whom
// (an account, a mobile, an address). An event is counted before the work it limits, in the transaction that
// checks the limit (underLock), so that concurrent requests cannot all pass a check made before any counted.
import { createHash } from 'node:crypto';
import type { Db } from '@/server/db/database';

export interface Limit {
  /** at most this many events... */
  max: number;
  /** ...within this many milliseconds */
  windowMs: number;
}

export type Check = readonly [bucket: string, subject: string, limits: readonly Limit[]];

/** Events older than this are swept: no limit looks further back. */
const KEEP_MS = 24 * 3600 * 1000;
/** Lock rows in throttle_locks (migrations/007-login-throttle.sql): subjects share them by hash. */
const LOCK_SLOTS = 4096;

const slotOf = (bucket: string, subject: string) => createHash('sha256').update(`${bucket}\n${subject}`).digest().readUInt32BE(0) % LOCK_SLOTS;

/**
 * Runs `work` in one transaction that first takes the lock row of every (bucket, subject), so that checking
 * and counting their events is atomic. SQLite: Kysely runs a transaction alone on its one connection, and the
 * first write takes the database's write lock against other processes. PostgreSQL (READ COMMITTED): the upsert
 * holds the slot's row lock until commit, a concurrent transaction waits at its own upsert, and its next
 * statements see what the first committed; slots are taken in ascending order, so two throttles never deadlock.
 */
export async function underLock<T>(db: Db, subjects: ReadonlyArray<readonly [bucket: string, subject: string]>, now: Date, work: (trx: Db) => Promise<T>): Promise<T> {
  const slots = [...new Set(subjects.map(([bucket, subject]) => slotOf(bucket, subject)))].sort((a, b) => a - b);
  return db.transaction().execute(async (trx) => {
    for (const slot of slots) {
      await trx
        .insertInto('throttle_locks')
        .values({ slot, touched_at: now.toISOString() })
        .onConflict((oc) => oc.column('slot').doUpdateSet({ touched_at: now.toISOString() }))
        .execute();
    }
    return work(trx);
  });
}

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

/** Counts one event; answers its id (for withdrawEvent). Call it under the subject's lock (underLock). */
export async function recordEvent(db: Db, bucket: string, subject: string, now: Date): Promise<number> {
  await db.deleteFrom('throttle_events').where('created_at', '<', new Date(now.getTime() - KEEP_MS).toISOString()).execute();
  const row = await db.insertInto('throttle_events').values({ bucket, subject, created_at: now.toISOString() }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Reserves one event under every check, atomically: answers 0 and counts the event in each bucket when all
 * allow it, else the milliseconds until they would, counting nothing.
 */
export async function reserve(db: Db, checks: readonly Check[], now: Date): Promise<number> {
  return underLock(db, checks.map(([bucket, subject]) => [bucket, subject] as const), now, async (trx) => {
    let wait = 0;
    for (const [bucket, subject, limits] of checks) wait = Math.max(wait, await waitMs(trx, bucket, subject, limits, now));
    if (wait === 0) for (const [bucket, subject] of checks) await recordEvent(trx, bucket, subject, now);
    return wait;
  });
}

/** Takes back one counted event (an attempt that turned out fine). */
export async function withdrawEvent(db: Db, id: number): Promise<void> {
  await db.deleteFrom('throttle_events').where('id', '=', id).execute();
}

export async function clearEvents(db: Db, bucket: string, subject: string): Promise<void> {
  await db.deleteFrom('throttle_events').where('bucket', '=', bucket).where('subject', '=', subject).execute();
}
