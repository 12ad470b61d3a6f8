// Who did what to which row, when and from where: every publishing and admin action appends one entry, in the
// transaction of the change itself (a change is never kept without its entry). Rows are never changed or removed
// (the triggers of migration 027 refuse it).
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@/src/core/envelope';
import type { Db } from '@/server/db/database';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface Actor {
  id: number | null;
  /** as the log shows it: an account's name and mobile */
  label: string;
  address: string;
}

export function actorOf(request: FastifyRequest, user: SessionUser): Actor {
  return { id: user.id, label: user.mobile ? `${user.name} ${user.mobile}` : user.name, address: request.ip };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs, each with both values (a field missing on one side is null there). */
export function changesBetween(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.filter((f) => !same(before?.[f], after?.[f])).map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}

export interface AuditEntry {
  portalId: number;
  actor: Actor;
  action: string;
  entity: string;
  entityId: number;
  changes: FieldChange[];
  at: Date;
}

export async function appendAudit(db: Db, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      portal_id: e.portalId,
      actor_id: e.actor.id,
      actor: e.actor.label,
      action: e.action,
      entity: e.entity,
      entity_id: e.entityId,
      changes: JSON.stringify(e.changes),
      address: e.actor.address,
      created_at: e.at.toISOString(),
    })
    .execute();
}

/** The latest entry of one row: who changed it last, for a conflict's message. */
export async function lastAudit(db: Db, entity: string, entityId: number) {
  return db.selectFrom('audit_log').select(['actor', 'action', 'created_at']).where('entity', '=', entity).where('entity_id', '=', entityId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}
