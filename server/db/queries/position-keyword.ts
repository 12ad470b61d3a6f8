// The keyword of the careers list: a position matches when its title or its unit's name contains the keyword,
// ASCII letters in either case (SQLite's LIKE; PostgreSQL is made to agree), wildcards taken literally.
// Keywords of 3+ characters go through the trigram index of titles (SQLite FTS5 / PostgreSQL pg_trgm); shorter
// ones, which trigrams cannot serve, are tested row by row while the list walks its index newest first and stops
// at the page (docs/decisions.md). Unit names are matched in the units table: a portal has few units.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Engine } from '../database';
import { containsPattern } from './like';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';

/** The fewest characters a trigram index can serve. */
export const TRIGRAM_MIN = 3;

const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** A phrase of FTS5's query language that matches the keyword as it is. */
export const ftsPhrase = (keyword: string) => `"${keyword.replace(/"/g, '""')}"`;

/** The text of a column with A-Z lowered (PostgreSQL; the GIN index of migration 011 holds this expression). */
const foldedPg = (column: string) => sql`translate(${sql.ref(column)}, ${sql.lit(UPPER)}, ${sql.lit(LOWER)})`;

function containsSqlite(column: string, keyword: string, viaIndex: boolean): Expression<SqlBool> {
  const like = sql<SqlBool>`${sql.ref(column)} like ${containsPattern(keyword)} escape '\\'`;
  if (!viaIndex) return like;
  // the trigram index narrows the rows, LIKE keeps exactly today's matches (FTS5 folds more than ASCII)
  return sql<SqlBool>`(${sql.ref('p.id')} in (select rowid from positions_fts where positions_fts match ${ftsPhrase(keyword)}) and ${like})`;
}

function containsPg(column: string, keyword: string, viaIndex: boolean): Expression<SqlBool> {
  const folded = asciiLower(keyword);
  // strpos keeps the planner off the GIN index, which a 1-2 character keyword would make it read whole
  if (!viaIndex) return sql<SqlBool>`strpos(${foldedPg(column)}, ${folded}) > 0`;
  return sql<SqlBool>`${foldedPg(column)} like ${containsPattern(folded)} escape '\\'`;
}

/** The keyword condition on positions `p`. */
export function keywordCondition(engine: Engine, keyword: string): Expression<SqlBool> {
  const viaIndex = [...keyword].length >= TRIGRAM_MIN;
  const contains = engine === 'postgres' ? containsPg : containsSqlite;
  const title = contains('p.title', keyword, viaIndex);
  const unitName = contains('ku.name', keyword, false);
  return sql<SqlBool>`(${title} or ${sql.ref('p.unit_id')} in (select ku.id from units ku where ${unitName}))`;
}
