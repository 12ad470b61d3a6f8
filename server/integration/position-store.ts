// Positions by code for the integration API: read one, write one (only when something changed: a feed that sends
// the same position again writes nothing, so the catalogue version of migration 013 and the sitemap's lastmod stay),
// close one. The triggers of migrations 011, 013, 017 and 018 keep the search index, the catalogue version, the open
// counts and updated_at in step with these writes, as with any other.
import type { Db } from '@/server/db/database';
import { termCode } from '@/server/sql/term-codes';
import { insertCoded } from './insert-coded';
import type { PositionBody } from './position-body';
import type { PositionValues } from './position-check';

function selectByCode(db: Db, portalId: number, code: string) {
  return db
    .selectFrom('positions as p')
    .leftJoin('units as u', 'u.id', 'p.unit_id')
    .selectAll('p')
    .select('u.code as unit_code')
    .where('p.portal_id', '=', portalId)
    .where('p.code', '=', code);
}

export type StoredPosition = NonNullable<Awaited<ReturnType<ReturnType<typeof selectByCode>['executeTakeFirst']>>>;

export async function findPositionByCode(db: Db, portalId: number, code: string): Promise<StoredPosition | undefined> {
  return selectByCode(db, portalId, code).executeTakeFirst();
}

function sameValues(stored: StoredPosition, values: PositionValues): boolean {
  return (Object.keys(values) as (keyof PositionValues)[]).every((key) => (stored[key] ?? null) === values[key]);
}

/** Creates or replaces the position of that code; `written` false when the stored one already had these values. */
export async function savePosition(db: Db, portalId: number, code: string, values: PositionValues): Promise<{ id: number; written: boolean }> {
  const once = () =>
    db.transaction().execute(async (trx) => {
      const stored = await findPositionByCode(trx, portalId, code);
      if (stored) {
        if (sameValues(stored, values)) return { id: Number(stored.id), written: false };
        await trx.updateTable('positions').set(values).where('id', '=', stored.id).execute();
        return { id: Number(stored.id), written: true };
      }
      const id = await insertCoded(trx, 'positions', { ...values, portal_id: portalId, code });
      return id === undefined ? undefined : { id, written: true };
    });
  // two first PUTs of one code at once: the one whose insert found the other's row replaces it on a second try
  const saved = (await once()) ?? (await once());
  if (!saved) throw new Error(`position ${code} of portal ${portalId} was neither found nor made`);
  return saved;
}

/** Closes it (status closed: listed as closed, no longer open to applications); false when already closed. */
export async function closePosition(db: Db, id: number): Promise<boolean> {
  const result = await db.updateTable('positions').set({ status: 'closed' }).where('id', '=', id).where('status', '<>', 'closed').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The stored position in the shape of the PUT body. */
export function positionBodyOf(p: StoredPosition): Omit<PositionBody, 'unitCode'> & { unitCode: string | null } {
  return {
    title: p.title,
    unitCode: p.unit_code ?? null,
    recruitType: p.recruit_type,
    regionCode: p.region_code,
    headcount: Number(p.headcount),
    deadline: p.deadline,
    duty: p.description,
    requirement: p.requirement,
    categoryId: Number(p.category_id),
    education: p.education,
    salaryMin: p.salary_min,
    salaryMax: p.salary_max,
    salaryUnit: termCode('salaryUnit', p.salary_unit),
    tags: JSON.parse(p.tags) as string[],
    publishDate: p.publish_date,
    resumeTemplate: p.resume_template,
  };
}
