import { sql, type Expression, type SqlBool } from 'kysely';

// A position is open while it is not closed by hand and its deadline (a Beijing date) has not passed.
export function openCondition(today: string, alias = 'p'): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.status`)} <> 'closed' and ${sql.ref(`${alias}.deadline`)} >= ${today})`;
}

/** 0 for open, 1 for closed: sorts open positions first. */
export function closedRank(today: string, alias = 'p') {
  return sql<number>`case when ${openCondition(today, alias)} then 0 else 1 end`;
}
