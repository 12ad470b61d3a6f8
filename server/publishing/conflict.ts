// Two people saving one thing: the second save names a revision that is no longer current and is refused, with
// who changed it and when (from the audit log), as the resume's RESUME_CONFLICT asks its author to reload.
import type { Db } from '@/server/db/database';
import { ApiError } from '@/server/http/envelope';
import { lastAudit } from './audit-log';

export async function conflict(db: Db, entity: string, id: number, timeZone: string): Promise<ApiError> {
  const last = await lastAudit(db, entity, id);
  const when = last ? new Date(last.created_at).toLocaleString('zh-CN', { timeZone, hour12: false }) : '';
  const who = last ? `${last.actor} 已于 ${when} 修改了它` : '它已被修改';
  return new ApiError('PUBLISH_CONFLICT', `保存失败：你打开之后，${who}。请刷新后再改`, 2, 200, { data: last ? { by: last.actor, at: last.created_at } : undefined });
}
