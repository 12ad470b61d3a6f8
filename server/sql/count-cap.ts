// Totals that stop counting (docs/decisions/search.md, "Positions at 100k"): a list counts its rows no
// further than COUNT_CAP + 1, and a total past COUNT_CAP is answered as COUNT_CAP with totalCapped (the lists show
// 1000+). Shared by the careers list and the notices.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Paged } from '@/src/core/envelope';
import type { Db } from '@/server/db/database';

/** Totals above this are answered as "at least COUNT_CAP" (the lists show 1000+; docs/decisions/search.md). */
export const COUNT_CAP = 1000;

type AnyQuery = SelectQueryBuilder<any, any, any>;

/** Counts the query's rows, no further than `cap` + 1. */
export function cappedCountQuery(db: Db, q: AnyQuery, cap = COUNT_CAP) {
  return db.selectFrom(q.select(sql<number>`1`.as('one')).limit(cap + 1).as('m')).select((eb) => eb.fn.countAll<number>().as('n'));
}

export async function cappedCount(db: Db, q: AnyQuery, cap = COUNT_CAP): Promise<number> {
  return Number((await cappedCountQuery(db, q, cap).executeTakeFirstOrThrow()).n);
}

/** The total of a Paged answer from a count that stopped at COUNT_CAP + 1. */
export function cappedTotal(n: number): Pick<Paged<unknown>, 'total' | 'totalCapped'> {
  return n > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: n };
}
