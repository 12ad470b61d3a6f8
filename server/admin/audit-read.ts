// The audit log as an admin reads it: newest first, filtered by what (entity, id), who (part of the actor) and when.
import type { Paged } from '@/src/core/envelope';
import type { Db } from '@/server/db/database';
import type { Paging } from '@/server/http/schema-parts';
import type { FieldChange } from '@/server/publishing/audit-log';
import { cappedCount, cappedTotal } from '@/server/sql/count-cap';
import { containsPattern, likeEscaped } from '@/server/sql/like';

export interface AuditFilter {
  entity?: string;
  entityId?: number;
  action?: string;
  actor?: string;
  /** ISO instants */
  from?: string;
  to?: string;
}

export interface AuditItem {
  id: number;
  at: string;
  actor: string;
  address: string;
  action: string;
  entity: string;
  entityId: number;
  changes: FieldChange[];
}

export async function readAudit(db: Db, portalId: number, f: AuditFilter, paging: Paging): Promise<Paged<AuditItem>> {
  let q = db.selectFrom('audit_log').where('portal_id', '=', portalId);
  if (f.entity) q = q.where('entity', '=', f.entity);
  if (f.entityId !== undefined) q = q.where('entity_id', '=', f.entityId);
  if (f.action) q = q.where('action', '=', f.action);
  if (f.actor) q = q.where(likeEscaped('actor', containsPattern(f.actor)));
  if (f.from) q = q.where('created_at', '>=', f.from);
  if (f.to) q = q.where('created_at', '<', f.to);
  const rows = await q.selectAll().orderBy('id', 'desc').limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize).execute();
  const list = rows.map((r) => ({ id: Number(r.id), at: r.created_at, actor: r.actor, address: r.address, action: r.action, entity: r.entity, entityId: Number(r.entity_id), changes: JSON.parse(r.changes) as FieldChange[] }));
  return { list, ...cappedTotal(await cappedCount(db, q)), page: paging.page, pageSize: paging.pageSize };
}
