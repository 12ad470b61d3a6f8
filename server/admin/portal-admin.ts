// The portal's own name, as its admin edits it: the Chinese name (`name`) and the others by locale (`names`), which
// the header, page titles and footer show (migration 024). Pages follow at once: the catalogue's triggers of
// migration 013 count a write of portals.
import type { Db } from '@/server/db/database';
import { badFields, schemaErrors } from '@/server/integration/field-errors';
import { text } from '@/server/integration/body-parts';
import { findPortal } from '@/server/portals/portal-queries';
import { appendAudit, changesBetween } from '@/server/publishing/audit-log';
import type { Admin } from './admin-scope';

export interface PortalNames {
  /** the Chinese name */
  name: string;
  /** other locales' names, e.g. { "en-US": "..." }; left out: none */
  names: Record<string, string>;
}

export const portalNamesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: text(50),
    names: { type: 'object', maxProperties: 10, propertyNames: { pattern: '^[a-z]{2}-[A-Z]{2}$' }, additionalProperties: text(100) },
  },
} as const;

export async function portalNames(db: Db, portalId: number): Promise<PortalNames> {
  const portal = (await findPortal(db, portalId))!;
  return { name: portal.name, names: portal.names };
}

export async function savePortalNames(db: Db, admin: Admin, raw: unknown): Promise<PortalNames> {
  const errors = schemaErrors(portalNamesSchema, raw);
  if (errors.length > 0) throw badFields(errors);
  // no names: the portal has its Chinese name only (a form leaves an emptied name out)
  const next = raw as Partial<PortalNames> & { name: string };
  const cleaned = { name: next.name.trim(), names: Object.fromEntries(Object.entries(next.names ?? {}).map(([k, v]) => [k, v.trim()])) };
  await db.transaction().execute(async (trx) => {
    const before = await portalNames(trx, admin.portal.id);
    await trx.updateTable('portals').set({ name: cleaned.name, names: JSON.stringify(cleaned.names) }).where('id', '=', admin.portal.id).execute();
    const changes = changesBetween({ name: before.name, ...before.names }, { name: cleaned.name, ...cleaned.names });
    await appendAudit(trx, { portalId: admin.portal.id, actor: admin.actor, action: 'update', entity: 'portal', entityId: admin.portal.id, changes, at: admin.now });
  });
  return cleaned;
}
