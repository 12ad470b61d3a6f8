// The homes' counts of open positions from open_position_tally (migration 017): not-closed positions per
// deadline, kept by triggers; the ones from today's deadline on are open. A few hundred rows at any size.
import type { PositionCounts } from '@/src/core/entities';
import { tallyByType } from '@/src/core/position-counts';
import type { Db } from '../database';
import type { PositionFilters } from './position-listing';

/** The tally answers only an unfiltered count (a filter needs the positions themselves). */
export const tallyServes = (f: PositionFilters) =>
  f.keyword === undefined && f.categoryId === undefined && f.regionCode === undefined && f.unitIds === undefined && f.exceptRecruitType === undefined;

export async function openCountsFromTally(db: Db, portalId: number, today: string): Promise<PositionCounts> {
  const rows = await db
    .selectFrom('open_position_tally')
    .select(['recruit_type', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('portal_id', '=', portalId)
    .where('deadline', '>=', today)
    .groupBy('recruit_type')
    .execute();
  return tallyByType(rows.map((r) => ({ recruitType: r.recruit_type, n: r.n })));
}
