// The homes' counts of open positions from open_position_tally (migration 017): not-closed positions per
// deadline, kept by triggers; the ones from today's deadline on are open. A few hundred rows at any size.
import type { PositionCounts } from '@/src/core/entities';
import { RECRUIT_TYPE_NAME, tallyByType } from '@/src/core/position-counts';
import type { Db } from '@/server/db/database';
import type { PositionFilters } from './position-listing';

/** The tally answers only an unfiltered count (a filter needs the positions themselves). */
export const tallyServes = (f: PositionFilters) =>
  f.keyword === undefined && f.categoryId === undefined && f.regionCode === undefined && f.unitIds === undefined && f.exceptRecruitType === undefined;

/** The tally's rows from today's deadline on, per recruitment type (the plans' tests read it too). */
export function openTallyQuery(db: Db, portalId: number, today: string) {
  return db
    .selectFrom('open_position_tally')
    .select(['recruit_type', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('portal_id', '=', portalId)
    .where('deadline', '>=', today)
    .groupBy('recruit_type');
}

export async function openCountsFromTally(db: Db, portalId: number, today: string): Promise<PositionCounts> {
  const rows = await openTallyQuery(db, portalId, today).execute();
  return tallyByType(rows.map((r) => ({ recruitType: r.recruit_type, n: r.n })));
}

/**
 * The portal's recruitment types beyond the spec's three (a site file may list them). The tally keeps a row for
 * every type a not-closed position ever had, so it names them without reading the positions.
 */
export async function otherRecruitTypes(db: Db, portalId: number): Promise<string[]> {
  const rows = await db.selectFrom('open_position_tally').select('recruit_type').distinct().where('portal_id', '=', portalId).orderBy('recruit_type').execute();
  const known = ['all', 'capped', 'social', 'campus', 'veterans'];
  return rows.map((r) => r.recruit_type).filter((type) => RECRUIT_TYPE_NAME.test(type) && !known.includes(type));
}
