// The uploads a candidate may keep (README, docs/api-contract.md file.uploadImage). An upload is counted
// before its body is read: a row is reserved in the transaction that checks the count, so that however many
// uploads arrive at once no more than the quota are ever read and decoded; the bytes are checked, in a second
// transaction, against the decoded size before the image is stored. SQLite runs one transaction at a time
// (one connection); on PostgreSQL both transactions first lock the user's row (server/db/row-lock.ts).
import { randomBytes } from 'node:crypto';
import type { Db } from '@/server/db/database';
import { lockRow } from '@/server/db/row-lock';
import { completeFile, deleteFile, insertPendingFile, usageOf } from './file-queries';
import { ApiError } from '@/server/http/envelope';
import { sweepUploadsOf } from './sweep-uploads';

export const UPLOAD_QUOTA = { files: 30, bytes: 20 * 1024 * 1024 } as const;

export const QUOTA_MESSAGE = `已达上传上限：每位用户最多保存 ${UPLOAD_QUOTA.files} 张图片、共 ${UPLOAD_QUOTA.bytes / 1024 / 1024}MB，未被简历使用的图片会在一天后自动清理`;

/** HTTP 429, as quotas are answered elsewhere; the envelope says why. */
export const quotaReached = () => new ApiError('FILE_QUOTA', QUOTA_MESSAGE, 2, 429);

export interface UploadOwner {
  userId: number;
  portalId: number;
}

/** Reserves a file id for an upload, or throws FILE_QUOTA. The owner's old unreferenced files go first. */
export async function reserveUpload(db: Db, owner: UploadOwner, now: Date): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const reserved = await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'users', owner.userId);
    await sweepUploadsOf(trx, owner.userId, now);
    const usage = await usageOf(trx, owner.userId);
    if (usage.count >= UPLOAD_QUOTA.files || usage.bytes >= UPLOAD_QUOTA.bytes) return false;
    await insertPendingFile(trx, { id, userId: owner.userId, portalId: owner.portalId, createdAt: now.toISOString() });
    return true;
  });
  if (!reserved) throw quotaReached();
  return id;
}

/** Stores the decoded image in its reserved row, or throws FILE_QUOTA (the caller releases the row). */
export async function completeUpload(db: Db, owner: UploadOwner, id: string, image: { mime: string; bytes: Buffer }): Promise<void> {
  const stored = await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'users', owner.userId);
    const usage = await usageOf(trx, owner.userId);
    if (usage.bytes + image.bytes.length > UPLOAD_QUOTA.bytes) return false;
    await completeFile(trx, id, image);
    return true;
  });
  if (!stored) throw quotaReached();
}

/** Gives back a reservation whose upload was refused. */
export async function releaseUpload(db: Db, id: string): Promise<void> {
  await deleteFile(db, id);
}
