// The portal's unit tree as its admin edits it: name, code (unique in the portal), parent (never itself or a unit
// below it), city, industry, introduction and the logo's text. The public lists follow at once (migration 013's
// triggers bump the catalogue on every write of units).
import { descendantIds } from '@/server/careers/unit-queries';
import type { Db } from '@/server/db/database';
import { notFound } from '@/server/http/envelope';
import { badFields, schemaErrors, type FieldError } from '@/server/integration/field-errors';
import { CODE, text } from '@/server/integration/body-parts';
import { insertCoded } from '@/server/integration/insert-coded';
import { appendAudit, changesBetween } from '@/server/publishing/audit-log';
import type { Admin } from './admin-scope';

export interface UnitValues {
  name: string;
  code: string;
  parentId: number | null;
  city?: string;
  industry?: string;
  intro?: string;
  logoText?: string;
}

export const unitValuesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'code'],
  properties: {
    name: text(100),
    code: CODE,
    parentId: { type: ['integer', 'null'], minimum: 1 },
    city: { type: 'string', maxLength: 50 },
    industry: { type: 'string', maxLength: 50 },
    intro: { type: 'string', maxLength: 5000 },
    logoText: { type: 'string', maxLength: 8 },
  },
} as const;

const columnsOf = (v: UnitValues) => ({ name: v.name.trim(), code: v.code, parent_id: v.parentId ?? null, city: v.city ?? '', industry: v.industry ?? '', intro: v.intro ?? '', logo_text: v.logoText ?? v.name.trim().slice(0, 2) });

const valuesOf = (u: { name: string; code?: string | null; parent_id: number | null; city: string; industry: string; intro: string; logo_text: string }): UnitValues => ({
  name: u.name,
  code: u.code ?? '',
  parentId: u.parent_id === null ? null : Number(u.parent_id),
  city: u.city,
  industry: u.industry,
  intro: u.intro,
  logoText: u.logo_text,
});

export async function listUnitsForAdmin(db: Db, portalId: number) {
  const rows = await db.selectFrom('units').selectAll().where('portal_id', '=', portalId).orderBy('sort').orderBy('id').execute();
  return rows.map((u) => ({ unitId: Number(u.id), ...valuesOf(u) }));
}

async function dataErrors(db: Db, portalId: number, v: UnitValues, unitId?: number): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const units = await db.selectFrom('units').select(['id', 'parent_id', 'code']).where('portal_id', '=', portalId).execute();
  if (units.some((u) => u.code === v.code && Number(u.id) !== unitId)) errors.push({ field: 'code', message: `单位编码 ${v.code} 已被使用` });
  if (v.parentId != null) {
    const tree = units.map((u) => ({ id: Number(u.id), parentId: u.parent_id === null ? null : Number(u.parent_id) }));
    if (!tree.some((u) => u.id === v.parentId)) errors.push({ field: 'parentId', message: '上级单位不存在' });
    else if (unitId !== undefined && descendantIds(tree, unitId).includes(v.parentId)) errors.push({ field: 'parentId', message: '上级单位不能是它自己或它的下级单位' });
  }
  return errors;
}

/** Creates (no unitId) or changes a unit; its id. */
export async function saveUnit(db: Db, admin: Admin, raw: unknown, unitId?: number): Promise<{ unitId: number }> {
  const shapeErrors = schemaErrors(unitValuesSchema, raw);
  if (shapeErrors.length > 0) throw badFields(shapeErrors);
  const v = raw as UnitValues;
  const portalId = admin.portal.id;
  return db.transaction().execute(async (trx) => {
    const before = unitId === undefined ? undefined : await trx.selectFrom('units').selectAll().where('id', '=', unitId).where('portal_id', '=', portalId).executeTakeFirst();
    if (unitId !== undefined && !before) throw notFound('单位');
    const errors = await dataErrors(trx, portalId, v, unitId);
    if (errors.length > 0) throw badFields(errors);
    let id = unitId;
    if (before) await trx.updateTable('units').set(columnsOf(v)).where('id', '=', before.id).execute();
    else {
      const last = await trx.selectFrom('units').select((eb) => eb.fn.max('sort').as('sort')).where('portal_id', '=', portalId).executeTakeFirst();
      id = await insertCoded(trx, 'units', { ...columnsOf(v), portal_id: portalId, hot: 0, sort: Number(last?.sort ?? 0) + 1 });
      if (id === undefined) throw badFields([{ field: 'code', message: `单位编码 ${v.code} 已被使用` }]);
    }
    const changes = changesBetween(before && { ...valuesOf(before) }, { ...valuesOf(columnsOf(v)) });
    await appendAudit(trx, { portalId, actor: admin.actor, action: before ? 'update' : 'create', entity: 'unit', entityId: id!, changes, at: admin.now });
    return { unitId: id! };
  });
}
