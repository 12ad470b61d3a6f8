// The keyword of the careers list: a position matches when its title or its unit's name contains the keyword,
// ASCII letters in either case (SQLite's LIKE; PostgreSQL is made to agree), wildcards taken literally.
// Titles are found through the trigram index of migration 011 (trigram-search.ts); unit names are matched in the
// units table: a portal has few units. See docs/decisions/search.md "Positions at 100k".
import { sql, type Expression, type SqlBool } from 'kysely';
import { engineOf, type Db } from '@/server/db/database';
import { FALSE, likeOf, trigramPlan, type CountSource } from '@/server/sql/trigram-search';

async function unitsNamed(db: Db, keyword: string): Promise<number[]> {
  const rows = await db.selectFrom('units as ku').select('ku.id').where(likeOf(engineOf(db), 'ku.name', keyword)).execute();
  return rows.map((r) => r.id);
}

/**
 * The keyword condition on positions `p`: the titles as trigramPlan finds them, or the units named; `byIds` when
 * it is a short list of ids (SQLite) whose rows are read and sorted.
 */
export async function keywordCondition(db: Db, keyword: string, shallow = false): Promise<{ condition: Expression<SqlBool>; byIds: boolean; count?: CountSource }> {
  const units = await unitsNamed(db, keyword);
  const byUnit = units.length > 0 ? sql<SqlBool>`${sql.ref('p.unit_id')} in (${sql.join(units)})` : FALSE;
  const titles = await trigramPlan(db, { fts: 'positions_fts', id: 'p.id', columns: ['p.title'], bigrams: ['p.title'] }, keyword, shallow);
  if (titles.kind === 'none') return { condition: byUnit, byIds: false };
  // few ids and no unit: the list reads those rows by id and sorts them
  if (titles.kind === 'ids' && units.length === 0) return { condition: titles.condition, byIds: true };
  // many titles and no unit: counts look the index's ids up by id
  if (titles.kind === 'many' && units.length === 0) return { condition: titles.condition, byIds: false, count: titles.count };
  return { condition: sql<SqlBool>`(${titles.condition} or ${byUnit})`, byIds: false };
}
