import type { Db } from '../database';

export interface StoredFile {
  id: string;
  userId: number;
  portalId: number;
  mime: string;
  size: number;
  createdAt: string;
}

export async function insertFile(db: Db, file: StoredFile, bytes: Buffer): Promise<void> {
  await db
    .insertInto('files')
    .values({ id: file.id, user_id: file.userId, portal_id: file.portalId, mime: file.mime, size: file.size, bytes, created_at: file.createdAt })
    .execute();
}

/** The facts of a file, without its bytes. */
export async function findFile(db: Db, id: string): Promise<StoredFile | undefined> {
  const row = await db.selectFrom('files').select(['id', 'user_id', 'portal_id', 'mime', 'size', 'created_at']).where('id', '=', id).executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, portalId: row.portal_id, mime: row.mime, size: row.size, createdAt: row.created_at };
}

export async function fileBytes(db: Db, id: string): Promise<Buffer | undefined> {
  return (await db.selectFrom('files').select('bytes').where('id', '=', id).executeTakeFirst())?.bytes;
}

/** Which of `ids` are files of this user in this portal. */
export async function ownedFileIds(db: Db, userId: number, portalId: number, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('files').select('id').where('user_id', '=', userId).where('portal_id', '=', portalId).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}
