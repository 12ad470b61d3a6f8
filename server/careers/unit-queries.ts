import type { Unit } from '@/src/core/entities';
import type { Db } from '@/server/db/database';
import { openCondition } from './position-status';

/** All units of a portal, flat and in display order, each counting the open positions of itself and its descendants. */
export async function listUnits(db: Db, portalId: number, today: string): Promise<Unit[]> {
  const rows = await db.selectFrom('units').selectAll().where('portal_id', '=', portalId).orderBy('sort').orderBy('id').execute();
  const counts = await db
    .selectFrom('positions as p')
    .select(['p.unit_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('p.portal_id', '=', portalId)
    .where(openCondition(today))
    .groupBy('p.unit_id')
    .execute();
  const own = new Map(counts.map((c) => [c.unit_id, Number(c.n)]));
  const units: Unit[] = rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    name: r.name,
    industry: r.industry,
    city: r.city,
    intro: r.intro,
    logoText: r.logo_text,
    positionCount: 0,
    hot: r.hot === 1,
  }));
  for (const unit of units) {
    const ids = descendantIds(units, unit.id);
    unit.positionCount = ids.reduce((sum, id) => sum + (own.get(id) ?? 0), 0);
  }
  return units;
}

/** The id itself and the ids of every unit below it. */
export function descendantIds(units: Pick<Unit, 'id' | 'parentId'>[], id: number): number[] {
  const result = [id];
  for (let i = 0; i < result.length; i++) {
    for (const u of units) if (u.parentId === result[i] && !result.includes(u.id)) result.push(u.id);
  }
  return result;
}

/** Nests a flat list: each unit gets `children` (possibly empty); the roots are returned. */
export function unitTree(units: Unit[]): Unit[] {
  const byId = new Map(units.map((u) => [u.id, { ...u, children: [] as Unit[] }]));
  const roots: Unit[] = [];
  for (const unit of byId.values()) {
    const parent = unit.parentId === null ? undefined : byId.get(unit.parentId);
    if (parent) parent.children.push(unit);
    else roots.push(unit);
  }
  return roots;
}
