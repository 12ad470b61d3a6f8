// Uploads that no resume refers to are removed a day after they were made (deleteUnreferencedFiles says what
// refers to a file). The whole table is swept when the server starts and every hour after (a timer that does
// not keep the process alive); a candidate's own files are also swept at each of their uploads, so that the
// quota counts only what they keep.
import type { FastifyInstance } from 'fastify';
import type { Db } from '@/server/db/database';
import { deleteUnreferencedFiles, type SweepScope } from './file-queries';

export const UNREFERENCED_UPLOAD_TTL_MS = 24 * 3600 * 1000;
/** a reservation older than this belongs to an upload that died with its process */
export const PENDING_UPLOAD_TTL_MS = 10 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 3600 * 1000;

function scopeAt(now: Date, userId?: number): SweepScope {
  return {
    storedBefore: new Date(now.getTime() - UNREFERENCED_UPLOAD_TTL_MS).toISOString(),
    pendingBefore: new Date(now.getTime() - PENDING_UPLOAD_TTL_MS).toISOString(),
    userId,
  };
}

export function sweepUploads(db: Db, now: Date): Promise<number> {
  return deleteUnreferencedFiles(db, scopeAt(now));
}

export function sweepUploadsOf(db: Db, userId: number, now: Date): Promise<number> {
  return deleteUnreferencedFiles(db, scopeAt(now, userId));
}

/** Sweeps once now (before the server answers) and then every hour until the server closes. */
export async function startUploadSweeper(app: FastifyInstance): Promise<void> {
  const sweep = async () => {
    const removed = await sweepUploads(app.db, app.now());
    if (removed > 0) app.log.info({ removed }, 'unreferenced uploads removed');
  };
  await sweep();
  const timer = setInterval(() => void sweep().catch((err: unknown) => app.log.error({ err }, 'upload sweep failed')), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
