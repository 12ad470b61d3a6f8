import { sql, type Expression, type SqlBool } from 'kysely';
import type { Position } from '@/src/core/entities';
import { beijingDate } from '@/server/http/clock';

// A position is open while it is not closed by hand and its deadline (a Beijing date) has not passed.
export function openCondition(today: string, alias = 'p'): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.status`)} <> 'closed' and ${sql.ref(`${alias}.deadline`)} >= ${today})`;
}

/** 0 for open, 1 for closed: sorts open positions first. */
export function closedRank(today: string, alias = 'p') {
  return sql<number>`case when ${openCondition(today, alias)} then 0 else 1 end`;
}

/**
 * How a closed position closed, for its page: by hand (with when, if migration 028 kept it) or by its deadline,
 * whichever came first. A position closed by hand after its deadline had passed closed at its deadline; one
 * closed by hand at an unknown time whose deadline has passed is said to have closed at its deadline (a known day).
 */
export function closingOf(p: { status: string; closedAt: string | null; deadline: string }, today: string): Pick<Position, 'closedBy' | 'closedAt'> {
  const byHand = p.status === 'closed' && (p.closedAt === null ? p.deadline >= today : beijingDate(new Date(p.closedAt)) <= p.deadline);
  return byHand ? { closedBy: 'hand', closedAt: p.closedAt } : { closedBy: 'deadline' };
}
