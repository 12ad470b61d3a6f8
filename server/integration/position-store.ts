// Positions by code for the integration API and the Excel import: read one, write one, alone or within the caller's
// transaction (only when something changed: a feed that sends the same position again writes nothing, so the
// catalogue version of migration 013 and the sitemap's lastmod stay),
// close one. The triggers of migrations 011, 013, 017 and 018 keep the search index, the catalogue version, the open
// counts and updated_at in step with these writes, as with any other.
import { sql } from 'kysely';
import type { Db } from '@/server/db/database';
import { termCode } from '@/server/sql/term-codes';
import { insertCoded } from './insert-coded';
import type { PositionBody } from './position-body';
import type { PositionValues } from './position-check';

function selectOfPortal(db: Db, portalId: number) {
  return db.selectFrom('positions as p').leftJoin('units as u', 'u.id', 'p.unit_id').selectAll('p').select('u.code as unit_code').where('p.portal_id', '=', portalId);
}

const selectByCode = (db: Db, portalId: number, code: string) => selectOfPortal(db, portalId).where('p.code', '=', code);

export type StoredPosition = NonNullable<Awaited<ReturnType<ReturnType<typeof selectByCode>['executeTakeFirst']>>>;

export async function findPositionByCode(db: Db, portalId: number, code: string): Promise<StoredPosition | undefined> {
  return selectByCode(db, portalId, code).executeTakeFirst();
}

/** codes per query: well under either engine's limit of parameters */
const CODES_PER_QUERY = 500;

/** The stored positions of these codes by code, for writing many at once (one query per 500 codes, not one each). */
export async function findPositionsByCodes(db: Db, portalId: number, codes: string[]): Promise<Map<string, StoredPosition>> {
  const found = new Map<string, StoredPosition>();
  for (let i = 0; i < codes.length; i += CODES_PER_QUERY) {
    const rows = await selectOfPortal(db, portalId).where('p.code', 'in', codes.slice(i, i + CODES_PER_QUERY)).execute();
    for (const row of rows) found.set(row.code!, row);
  }
  return found;
}

function sameValues(stored: StoredPosition, values: PositionValues): boolean {
  return (Object.keys(values) as (keyof PositionValues)[]).every((key) => (stored[key] ?? null) === values[key]);
}

export interface WrittenPosition {
  id: number;
  /** false when the stored position already had these values: nothing was written */
  written: boolean;
  /** true when the row was made by this write */
  created: boolean;
}

/**
 * Creates or replaces the position of that code within the caller's transaction (an import writes many in one);
 * writes nothing when the stored one already has these values. Undefined when another writer made the row meanwhile
 * and it still cannot be seen: the caller may try again in a transaction of its own. `known`: the stored row as the
 * caller read it within this transaction (null: none), so that a caller writing many reads them in bulk.
 */
export async function writePosition(trx: Db, portalId: number, code: string, values: PositionValues, known?: StoredPosition | null): Promise<WrittenPosition | undefined> {
  const replace = async (stored: StoredPosition | undefined): Promise<WrittenPosition | undefined> => {
    if (!stored) return undefined;
    if (sameValues(stored, values)) return { id: Number(stored.id), written: false, created: false };
    // a feed's change is a revision too: a publisher editing the position meanwhile is told of it
    await trx.updateTable('positions').set({ ...values, revision: sql<number>`revision + 1` }).where('id', '=', stored.id).execute();
    return { id: Number(stored.id), written: true, created: false };
  };
  const replaced = await replace(known === undefined ? await findPositionByCode(trx, portalId, code) : (known ?? undefined));
  if (replaced) return replaced;
  const id = await insertCoded(trx, 'positions', { ...values, portal_id: portalId, code });
  if (id !== undefined) return { id, written: true, created: true };
  // the insert met a row another transaction committed meanwhile: on PostgreSQL (READ COMMITTED) the next
  // statement sees it, so it is replaced here; on SQLite one writer at a time makes this unreachable
  return replace(await findPositionByCode(trx, portalId, code));
}

/** Creates or replaces the position of that code; `written` false when the stored one already had these values. */
export async function savePosition(db: Db, portalId: number, code: string, values: PositionValues): Promise<{ id: number; written: boolean }> {
  const once = () => db.transaction().execute((trx) => writePosition(trx, portalId, code, values));
  // two first PUTs of one code at once: the one whose insert found the other's row replaces it on a second try
  const saved = (await once()) ?? (await once());
  if (!saved) throw new Error(`position ${code} of portal ${portalId} was neither found nor made`);
  return { id: saved.id, written: saved.written };
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
