// The demo portals' seed. The reference data it inserts lives in server/db/seed/; this orchestration and the demo
// applications live above the features, since applications are seeded through the applications' own services
// (status moves, interview times, notices): a seed inside db/ would make db/ and applications/ import each other.
import { sql } from 'kysely';
import type { Insertable, Transaction } from 'kysely';
import type { Db } from '@/server/db/database';
import type { Database } from '@/server/db/types';
import { activities, activityUnits } from '@/server/db/seed/activities';
import { seedApplications } from './applications';
import { banners } from '@/server/db/seed/banners';
import { seedCandidates } from '@/server/db/seed/candidates';
import { careerCategories } from '@/server/db/seed/categories';
import { majors } from '@/server/db/seed/majors';
import { notices } from '@/server/db/seed/notices';
import { toPositionRows } from '@/server/db/seed/position-row';
import { armyPositions } from '@/server/db/seed/positions-army';
import { defaultPositions } from '@/server/db/seed/positions-default';
import { portals } from '@/server/db/seed/portals';
import { questions } from '@/server/db/seed/questions';
import { regionRows } from '@/server/db/seed/regions';
import { classifyActivities, seedReviewers } from '@/server/db/seed/reviewers';
import { schools } from '@/server/db/seed/schools';
import { terms } from '@/server/db/seed/terms';
import { units } from '@/server/db/seed/units';

async function insertAll<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) {
    // Kysely cannot relate a generic table name to its row type; the signature above keeps callers typed.
    await trx.insertInto(table).values(rows.slice(i, i + 100) as never).execute();
  }
}

/** The migration that brought the whole GB/T 2260 tree: an older database gets the divisions it lacks then. */
const REGIONS_MIGRATION = '021-region-divisions.sql';

/**
 * Writes every administrative division of the standard: a missing one is added, one the database holds takes the
 * standard's name, parent and order (position and resume rows keep their codes, which the standard holds).
 */
export async function syncRegions(db: Db | Transaction<Database>): Promise<void> {
  const rows = regionRows();
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('regions')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.column('code').doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), parent_code: eb.ref('excluded.parent_code'), sort: eb.ref('excluded.sort') })))
      .execute();
  }
}

/** The migration that brought accounts' resumes: a database seeded before it gets the demo candidates then. */
const CANDIDATES_MIGRATION = '002-resume.sql';
/** The migration that brought applications' flow: the demo candidates' applications come with it. */
const APPLICATIONS_MIGRATION = '004-applications.sql';
/** The migration that brought activity kinds and reviewers: the seeded activities are classified and the demo reviewers come with it. */
const REVIEWERS_MIGRATION = '005-reviewers.sql';

/**
 * Fills an empty database with the two demo portals, the reference data and the demo candidates. Returns
 * false when not empty; such a database gets only the demo candidates, once, when `applied` (the migrations
 * of this start) holds the migration that brought them.
 */
export async function seed(db: Db, applied: readonly string[] = []): Promise<boolean> {
  const existing = await db.selectFrom('portals').select('id').limit(1).execute();
  if (existing.length > 0) {
    if (applied.includes(REGIONS_MIGRATION)) await db.transaction().execute((trx) => syncRegions(trx));
    if (applied.includes(CANDIDATES_MIGRATION)) await seedCandidates(db);
    if (applied.includes(APPLICATIONS_MIGRATION)) await seedApplications(db);
    if (applied.includes(REVIEWERS_MIGRATION)) {
      await classifyActivities(db);
      await seedReviewers(db);
    }
    return false;
  }
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'portals', portals);
    await syncRegions(trx);
    await insertAll(
      trx,
      'career_categories',
      careerCategories.flatMap(([id, name, children], i) => [
        { id, parent_id: null, name, sort: i + 1 },
        ...children.map(([c, n], j) => ({ id: c, parent_id: id, name: n, sort: j + 1 })),
      ]),
    );
    await insertAll(
      trx,
      'majors',
      majors.flatMap(([code, name, list], i) => [
        { code, parent_code: null, name, sort: i + 1 },
        ...list.map(([c, n], j) => ({ code: c, parent_code: code, name: n, sort: j + 1 })),
      ]),
    );
    await insertAll(trx, 'schools', schools.map(([code, name], i) => ({ code, name, sort: i + 1 })));
    await insertAll(
      trx,
      'terms',
      Object.entries(terms).flatMap(([type, list]) => list.map(([code, name], i) => ({ type, code, name, sort: i + 1 }))),
    );
    await insertAll(trx, 'units', units.map((u, i) => ({ ...u, sort: i + 1 })));
    await insertAll(trx, 'positions', [
      ...toPositionRows(1001, 1, defaultPositions),
      ...toPositionRows(1002, 1 + defaultPositions.length, armyPositions),
    ]);
    await insertAll(trx, 'notices', notices);
    await insertAll(trx, 'activities', activities);
    await insertAll(trx, 'activity_units', activityUnits);
    await insertAll(trx, 'questions', questions);
    await insertAll(trx, 'banners', banners);
  });
  await seedCandidates(db);
  await seedApplications(db);
  await seedReviewers(db);
  // statistics for the planner (the careers list's indexes of migration 011 are chosen by them)
  await sql`ANALYZE`.execute(db);
  return true;
}
