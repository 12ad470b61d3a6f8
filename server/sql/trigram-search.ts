// Keyword search through a trigram index that keeps LIKE's meaning exactly: a text matches when it contains the
// keyword, ASCII letters in either case (SQLite's LIKE; PostgreSQL is made to agree), wildcards taken literally.
// SQLite: a contentless FTS5 trigram table `<name>_fts` (rowid = the row's id) and its fts5vocab instance table
// `<name>_fts_terms`, each text indexed with TEXT_PAD after it so that every character starts a trigram (3+
// characters: a phrase; 1-2: the index's terms that start with them). PostgreSQL: pg_trgm GIN indexes on the
// texts with A-Z lowered (3+ characters; shorter ones are tested row by row as a list walks its index).
// Shared by the careers list (position-keyword.ts) and the notices; docs/decisions/search.md "Positions at 100k".
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { engineOf, type Db } from '@/server/db/database';
import { COUNT_CAP } from './count-cap';
import { containsPattern } from './like';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
/** The fewest characters a trigram phrase can serve. */
export const TRIGRAM_MIN = 3;
/** What the migrations append to each indexed text (a keyword never holds it). */
export const TEXT_PAD = '\n\n';

const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
export const hasCase = (s: string) => s.toLowerCase() !== s.toUpperCase();
/** A phrase of FTS5's query language that matches the keyword as it is. */
export const ftsPhrase = (keyword: string) => `"${keyword.replace(/"/g, '""')}"`;
export const FALSE = sql<SqlBool>`1 = 0`;

/** The text of a column with A-Z lowered (PostgreSQL; the GIN indexes hold this expression). */
const foldedPg = (column: string) => sql`translate(${sql.ref(column)}, ${sql.lit(UPPER)}, ${sql.lit(LOWER)})`;

/**
 * LIKE '%keyword%' on one column, as the engine's indexes can serve it. `bigrams`: PostgreSQL has the
 * two-character pieces of the column indexed (migration 016), which serve a two-character keyword.
 */
export function likeOf(engine: 'sqlite' | 'postgres', column: string, keyword: string, bigrams = false): Expression<SqlBool> {
  if (engine === 'sqlite') return sql<SqlBool>`${sql.ref(column)} like ${containsPattern(keyword)} escape '\\'`;
  // strpos where the GIN index cannot serve (1-2 characters): the planner then walks the list's own index
  if ([...keyword].length < TRIGRAM_MIN) {
    const strpos = strposOf(column, keyword);
    if (!bigrams || [...keyword].length !== 2) return strpos;
    return sql<SqlBool>`(${bigramOf(column, keyword)} and ${strpos})`;
  }
  const like = sql<SqlBool>`${foldedPg(column)} like ${containsPattern(asciiLower(keyword))} escape '\\'`;
  if (/[a-z]/i.test(keyword)) return like;
  // no ASCII letter: strpos on the text as it is tells the same, at a fraction of translate's cost per row, and is
  // tested first where rows are read one by one; the LIKE beside it is what the GIN index serves
  return sql<SqlBool>`(strpos(${sql.ref(column)}, ${keyword}) > 0 and ${like})`;
}

// without ASCII letters folding changes nothing the keyword could match: the texts are read as they are
const strposOf = (column: string, keyword: string) =>
  sql<SqlBool>`strpos(${/[a-z]/i.test(keyword) ? foldedPg(column) : sql.ref(column)}, ${asciiLower(keyword)}) > 0`;
const bigramOf = (column: string, keyword: string) => sql<SqlBool>`portal_bigrams(${foldedPg(column)}) @> array[${asciiLower(keyword)}]::text[]`;
const anyOf = (conditions: Expression<SqlBool>[]) => (conditions.length === 1 ? conditions[0] : sql<SqlBool>`(${sql.join(conditions, sql` or `)})`);

/** LIKE on any of the columns. */
function likeAny(engine: 'sqlite' | 'postgres', target: TrigramTarget, keyword: string): Expression<SqlBool> {
  const indexed = target.bigrams ?? [];
  if (engine === 'postgres' && [...keyword].length === 2 && target.columns.length > 1 && target.columns.every((c) => indexed.includes(c))) {
    // (any piece index) and (any text holds it): the indexes find the rows, and the rows are checked by strpos alone
    // (as (piece and strpos) or (piece and strpos), a row read from the indexes had its pieces computed again: 90 ms
    // for a word in 16k of 100k notices)
    return sql<SqlBool>`(${anyOf(target.columns.map((c) => bigramOf(c, keyword)))} and ${anyOf(target.columns.map((c) => strposOf(c, keyword)))})`;
  }
  const likes = target.columns.map((c) => likeOf(engine, c, keyword, target.bigrams?.includes(c)));
  return likes.length === 1 ? likes[0] : sql<SqlBool>`(${sql.join(likes, sql` or `)})`;
}

/**
 * SQLite: the query of the ids the trigram index `fts` finds (FTS5 folds case beyond ASCII, so a keyword with
 * letters is checked again by LIKE); undefined when the index cannot answer exactly.
 */
function candidatesQuery(fts: string, keyword: string) {
  const chars = [...keyword];
  if (keyword.includes('\n')) return undefined;
  if (chars.length >= TRIGRAM_MIN) return sql<{ id: number }>`select rowid as id from ${sql.table(fts)} where ${sql.table(fts)} match ${ftsPhrase(keyword)}`;
  // the terms starting with a short keyword: only for keywords FTS5 folds as LIKE does (ASCII letters at most)
  if (chars.some((c) => c > '\x7f' && hasCase(c))) return undefined;
  const from = asciiLower(keyword);
  return sql<{ id: number }>`select distinct doc as id from ${sql.table(`${fts}_terms`)} where term >= ${from} and term < ${from + '\u{10FFFF}'}`;
}

/** Where the rows to search are: the FTS5 table of migration 011/014, the id column and the indexed columns. */
export interface TrigramTarget {
  fts: string;
  id: string;
  columns: string[];
  /** the columns whose two-character pieces PostgreSQL indexes (migration 016) */
  bigrams?: string[];
}

/**
 * How the keyword is matched: `ids`, a short list of ids whose rows are read and sorted; `many`, more than COUNT_CAP
 * rows hold it (`count` says how a count finds them); `scan`, LIKE on the rows the walk passes; `none`, no row can.
 */
export type TrigramPlan =
  | { kind: 'ids' | 'scan'; condition: Expression<SqlBool> }
  | { kind: 'many'; condition: Expression<SqlBool>; count: CountSource }
  | { kind: 'none' };

/**
 * Where a count of a `many` plan reads: the index's ids (`rows`, a table of `value`s) joined to the rows by id, so a
 * capped count stops after COUNT_CAP + 1 matches instead of walking the list's index until as many match (SQLite,
 * 2,770 titles of 100k: 0.4 against 4.4 ms). `recheck`: LIKE, for a keyword FTS5 folds further than LIKE does.
 */
export interface CountSource {
  rows: RawBuilder<{ value: number }>;
  recheck?: Expression<SqlBool>;
}

/** Up to this many matches are looked up by the trigram index for a deep page; more are tested as the list walks. */
const INDEXED_MAX = 10_000;
/** A page ending within this many rows of the list's start is looked for with LIKE along the walk (see trigramPlan). */
export const SHALLOW_ROWS = 50;

/**
 * The keyword condition, by how many rows the index finds (SQLite): up to COUNT_CAP, their ids. More (a word in
 * thousands of texts): a page near the start walks the list with LIKE, which fills it within rows of the first
 * hundred matches (at least one row in a hundred holds the word), and counts stream the index's ids; a deep page
 * reads up to INDEXED_MAX ids and probes them along the walk, or past that LIKE. A single character in more than
 * COUNT_CAP rows is common enough for LIKE alone. PostgreSQL: LIKE on the folded texts, which its planner serves
 * from the GIN indexes or along the list's walk.
 */
export async function trigramPlan(db: Db, target: TrigramTarget, keyword: string, shallow = false): Promise<TrigramPlan> {
  const engine = engineOf(db);
  const like = likeAny(engine, target, keyword);
  const candidates = engine === 'sqlite' ? candidatesQuery(target.fts, keyword) : undefined;
  if (!candidates) return { kind: 'scan', condition: like };
  const first = await idsOf(db, candidates, COUNT_CAP + 1);
  if (first.length === 0) return { kind: 'none' };
  const recheck = (ok: Expression<SqlBool>) => (hasCase(keyword) ? sql<SqlBool>`(${ok} and ${like})` : ok);
  if (first.length <= COUNT_CAP) return { kind: 'ids', condition: recheck(sql<SqlBool>`${sql.ref(target.id)} in (${sql.join(first)})`) };
  if ([...keyword].length === 1) return { kind: 'scan', condition: like };
  // the first ids, read already, then the index's others: a count that finds its 1,001 among the first never
  // reads the index again (UNION ALL streams its first part first)
  const rest = sql`select value from (select id as value from (${candidates}) limit -1 offset ${first.length})`;
  const rows = sql<{ value: number }>`(select value from json_each(${JSON.stringify(first)}) union all ${rest})`;
  const count = { rows, recheck: hasCase(keyword) ? like : undefined };
  if (shallow) return { kind: 'many', condition: like, count };
  const ids = await idsOf(db, candidates, INDEXED_MAX + 1);
  if (ids.length > INDEXED_MAX) return { kind: 'many', condition: like, count };
  // the ids found, as one JSON parameter; the unary + keeps the planner walking the list's index (which holds the
  // id) and probing them, rather than reading every one by id and sorting
  const listed = sql<{ value: number }>`(select value from json_each(${JSON.stringify(ids)}))`;
  return { kind: 'many', condition: recheck(sql<SqlBool>`+${sql.ref(target.id)} in ${listed}`), count: { ...count, rows: listed } };
}

async function idsOf(db: Db, candidates: RawBuilder<{ id: number }>, limit: number): Promise<number[]> {
  return (await sql<{ id: number }>`${candidates} limit ${limit}`.execute(db)).rows.map((r) => r.id);
}
