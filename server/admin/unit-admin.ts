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

/**
 * Every unit of the portal in the tree's order: each parent followed by the units below it, siblings by their sort
 * order; each with its parent's name and its depth (0 for a top unit).
 */
export async function listUnitsForAdmin(db: Db, portalId: number) {
  const rows = await db.selectFrom('units').selectAll().where('portal_id', '=', portalId).orderBy('sort').orderBy('id').execute();
  const units = rows.map((u) => ({ unitId: Number(u.id), ...valuesOf(u) }));
  const byId = new Map(units.map((u) => [u.unitId, u]));
  const childrenOf = new Map<number | null, typeof units>();
  for (const unit of units) {
    // a parent of another portal or gone: the unit is drawn at the top
    const parent = unit.parentId !== null && byId.has(unit.parentId) ? unit.parentId : null;
    const siblings = childrenOf.get(parent);
    if (siblings) siblings.push(unit);
    else childrenOf.set(parent, [unit]);
  }
  const ordered: (UnitValues & { unitId: number; parentName: string | null; depth: number })[] = [];
  const seen = new Set<number>();
  const walk = (unit: (typeof units)[number], depth: number) => {
    if (seen.has(unit.unitId)) return;
    seen.add(unit.unitId);
    ordered.push({ ...unit, parentName: unit.parentId === null ? null : (byId.get(unit.parentId)?.name ?? null), depth });
    for (const child of childrenOf.get(unit.unitId) ?? []) walk(child, depth + 1);
  };
  for (const unit of childrenOf.get(null) ?? []) walk(unit, 0);
  // a loop the saves never make would hide its units: they come last rather than not at all
  for (const unit of units) walk(unit, 0);
  return ordered;
}

/** One unit as its form reads it. */
export async function readUnit(db: Db, portalId: number, unitId: number): Promise<{ unitId: number; values: UnitValues }> {
  const row = await db.selectFrom('units').selectAll().where('id', '=', unitId).where('portal_id', '=', portalId).executeTakeFirst();
  if (!row) throw notFound('单位');
  return { unitId: Number(row.id), values: valuesOf(row) };
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
