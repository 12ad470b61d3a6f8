import { sql } from 'kysely';
import type { Db } from '@/server/db/database';

export interface StoredFile {
  id: string;
  userId: number;
  portalId: number;
  mime: string;
  size: number;
  createdAt: string;
}

/**
 * The mime of a reserved row: an upload counted against the quota (before its body is read) whose image is
 * not decoded yet. Such a row has no bytes, is never served and never answers as a file of its owner.
 */
export const PENDING_MIME = '';

/** The files of a user, reserved ones included: how many, and their stored bytes. */
export async function usageOf(db: Db, userId: number): Promise<{ count: number; bytes: number }> {
  const row = await db
    .selectFrom('files')
    .select(({ fn }) => [fn.countAll<number>().as('count'), fn.coalesce(fn.sum<number>('size'), sql<number>`0`).as('bytes')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), bytes: Number(row.bytes) };
}

export async function insertPendingFile(db: Db, file: Pick<StoredFile, 'id' | 'userId' | 'portalId' | 'createdAt'>): Promise<void> {
  await db
    .insertInto('files')
    .values({ id: file.id, user_id: file.userId, portal_id: file.portalId, mime: PENDING_MIME, size: 0, bytes: Buffer.alloc(0), created_at: file.createdAt })
    .execute();
}

/** Gives a reserved row its decoded image. */
export async function completeFile(db: Db, id: string, image: { mime: string; bytes: Buffer }): Promise<void> {
  await db.updateTable('files').set({ mime: image.mime, size: image.bytes.length, bytes: image.bytes }).where('id', '=', id).execute();
}

export async function deleteFile(db: Db, id: string): Promise<void> {
  await db.deleteFrom('files').where('id', '=', id).execute();
}

/** The facts of a stored (not reserved) file, without its bytes. */
export async function findFile(db: Db, id: string): Promise<StoredFile | undefined> {
  const row = await db
    .selectFrom('files')
    .select(['id', 'user_id', 'portal_id', 'mime', 'size', 'created_at'])
    .where('id', '=', id)
    .where('mime', '<>', PENDING_MIME)
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, portalId: row.portal_id, mime: row.mime, size: row.size, createdAt: row.created_at };
}

export async function fileBytes(db: Db, id: string): Promise<Buffer | undefined> {
  return (await db.selectFrom('files').select('bytes').where('id', '=', id).where('mime', '<>', PENDING_MIME).executeTakeFirst())?.bytes;
}

/** Which of `ids` are stored files of this user in this portal. */
export async function ownedFileIds(db: Db, userId: number, portalId: number, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('files')
    .select('id')
    .where('user_id', '=', userId)
    .where('portal_id', '=', portalId)
    .where('id', 'in', ids)
    .where('mime', '<>', PENDING_MIME)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export interface SweepScope {
  /** stored files created before this (ISO time) are removed unless referenced */
  storedBefore: string;
  /** reserved rows created before this are removed (their upload died with its process) */
  pendingBefore: string;
  /** only this user's files; default everybody's */
  userId?: number;
}

/**
 * Removes old files that nothing refers to, in one statement (so no reference can appear between the check
 * and the delete), and answers how many went. A file is referred to when its id appears anywhere in its
 * owner's resume: resume.save takes only the candidate's own files, and applications and reviewers read that
 * resume (there is no other copy of it). A new place that keeps file ids adds its NOT EXISTS here.
 * File ids are hex, so they carry no LIKE wildcard.
 */
export async function deleteUnreferencedFiles(db: Db, scope: SweepScope): Promise<number> {
  let query = db
    .deleteFrom('files')
    .where((eb) =>
      eb.or([
        eb.and([eb('files.mime', '=', PENDING_MIME), eb('files.created_at', '<', scope.pendingBefore)]),
        eb.and([
          eb('files.mime', '<>', PENDING_MIME),
          eb('files.created_at', '<', scope.storedBefore),
          eb.not(
            eb.exists(
              eb
                .selectFrom('resumes')
                .select(sql<number>`1`.as('one'))
                .whereRef('resumes.user_id', '=', 'files.user_id')
                .where(sql<boolean>`resumes.values_json LIKE '%' || files.id || '%'`),
            ),
          ),
        ]),
      ]),
    );
  if (scope.userId !== undefined) query = query.where('files.user_id', '=', scope.userId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
