// The keyword of the careers list: a position matches when its title or its unit's name contains the keyword,
// ASCII letters in either case (SQLite's LIKE; PostgreSQL is made to agree), wildcards taken literally.
// Titles are found through a trigram index: SQLite FTS5 (3+ characters: a phrase; 1-2 characters: the index's
// terms that start with them, titles being indexed with two trailing newlines so every character starts one),
// PostgreSQL pg_trgm (3+ characters; shorter ones are tested row by row as the list walks its index). Unit names
// are matched in the units table: a portal has few units. See docs/decisions.md "Positions at 100k".
import { sql, type Expression, type SqlBool } from 'kysely';
import { engineOf, type Db } from '../database';
import { containsPattern } from './like';
import { COUNT_CAP } from './position-cap';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
/** The fewest characters a trigram phrase can serve. */
export const TRIGRAM_MIN = 3;
/** What migration 011 appends to each title in positions_fts (a keyword never holds it). */
export const TITLE_PAD = '\n\n';

const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const hasCase = (s: string) => s.toLowerCase() !== s.toUpperCase();
/** A phrase of FTS5's query language that matches the keyword as it is. */
export const ftsPhrase = (keyword: string) => `"${keyword.replace(/"/g, '""')}"`;
const FALSE = sql<SqlBool>`1 = 0`;

/** The text of a column with A-Z lowered (PostgreSQL; the GIN index of migration 011 holds this expression). */
const foldedPg = (column: string) => sql`translate(${sql.ref(column)}, ${sql.lit(UPPER)}, ${sql.lit(LOWER)})`;

function likeOf(engine: 'sqlite' | 'postgres', column: string, keyword: string): Expression<SqlBool> {
  if (engine === 'sqlite') return sql<SqlBool>`${sql.ref(column)} like ${containsPattern(keyword)} escape '\\'`;
  // strpos where the GIN index cannot serve (1-2 characters): the planner then walks the list's own index
  if ([...keyword].length < TRIGRAM_MIN) {
    // without ASCII letters folding changes nothing the keyword could match: the titles are read as they are
    const text = /[a-z]/i.test(keyword) ? foldedPg(column) : sql.ref(column);
    return sql<SqlBool>`strpos(${text}, ${asciiLower(keyword)}) > 0`;
  }
  return sql<SqlBool>`${foldedPg(column)} like ${containsPattern(asciiLower(keyword))} escape '\\'`;
}

async function unitsNamed(db: Db, keyword: string): Promise<number[]> {
  const rows = await db.selectFrom('units as ku').select('ku.id').where(likeOf(engineOf(db), 'ku.name', keyword)).execute();
  return rows.map((r) => r.id);
}

/** Up to this many title matches are looked up by the trigram index; more are tested as the list walks. */
const INDEXED_MAX = 10_000;

/**
 * SQLite: the query of the ids of titles the trigram index finds (FTS5 folds case beyond ASCII, so a keyword with
 * letters is checked again by LIKE); undefined when the index cannot answer exactly.
 */
function titleCandidates(keyword: string) {
  const chars = [...keyword];
  if (keyword.includes('\n')) return undefined;
  if (chars.length >= TRIGRAM_MIN) return sql<{ id: number }>`select rowid as id from positions_fts where positions_fts match ${ftsPhrase(keyword)}`;
  // the terms starting with a short keyword: only for keywords FTS5 folds as LIKE does (ASCII letters at most)
  if (chars.some((c) => c > '\x7f' && hasCase(c))) return undefined;
  const from = asciiLower(keyword);
  return sql<{ id: number }>`select distinct doc as id from positions_fts_terms where term >= ${from} and term < ${from + '\u{10FFFF}'}`;
}

/**
 * The keyword condition on positions `p`, by how many titles match (SQLite): up to COUNT_CAP, a list of ids whose
 * rows are read and sorted; up to INDEXED_MAX, the index's ids probed as the list walks its index newest first;
 * more, LIKE on the titles the walk passes (a common word: the page fills within a few rows).
 */
export async function keywordCondition(db: Db, keyword: string): Promise<{ condition: Expression<SqlBool>; byIds: boolean }> {
  const engine = engineOf(db);
  const units = await unitsNamed(db, keyword);
  const byUnit = units.length > 0 ? sql<SqlBool>`${sql.ref('p.unit_id')} in (${sql.join(units)})` : FALSE;
  const like = likeOf(engine, 'p.title', keyword);
  const candidates = engine === 'sqlite' ? titleCandidates(keyword) : undefined;
  // one character in more than COUNT_CAP titles is common enough for the walk to fill a page at once
  const most = [...keyword].length === 1 ? COUNT_CAP : INDEXED_MAX;
  const ids = candidates && (await sql<{ id: number }>`${candidates} limit ${most + 1}`.execute(db)).rows.map((r) => r.id);
  if (!candidates || !ids || ids.length > most) return { condition: sql<SqlBool>`(${like} or ${byUnit})`, byIds: false };
  const recheck = (ok: Expression<SqlBool>) => (hasCase(keyword) ? sql<SqlBool>`(${ok} and ${like})` : ok);
  if (ids.length > COUNT_CAP) return { condition: sql<SqlBool>`(${recheck(sql<SqlBool>`${sql.ref('p.id')} in (${candidates})`)} or ${byUnit})`, byIds: false };
  if (ids.length === 0) return { condition: byUnit, byIds: false };
  const byId = sql<SqlBool>`${sql.ref('p.id')} in (${sql.join(ids)})`;
  const checked = recheck(byId);
  // few ids and no unit: the list reads those rows by id and sorts them
  if (units.length === 0) return { condition: checked, byIds: true };
  return { condition: sql<SqlBool>`(${checked} or ${byUnit})`, byIds: false };
}
