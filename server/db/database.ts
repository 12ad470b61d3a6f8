import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types';

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

/** Where the data lives: a PostgreSQL URL (DATABASE_URL) or, without one, an SQLite file. */
export interface DatabaseTarget {
  url?: string;
  file?: string;
}

// COUNT(*) and SUM() of integers are int8 in PostgreSQL, which `pg` hands over as strings; our counts fit a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Opens (and creates) the SQLite file with WAL and foreign keys on. */
export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // statistics for tables never analysed or grown a lot since (SQLite's advice for a new connection)
  sqlite.pragma('optimize = 0x10002');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** The URL without its password, for messages. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'an unreadable DATABASE_URL';
  }
}

/** A pool on PostgreSQL; fails with one clear line when the server cannot be reached. */
export async function openPostgres(url: string, max = Number(process.env.PORTAL_DB_POOL ?? 10)): Promise<Db> {
  // no parallel workers for the portal's short queries: starting them cost more than the query (40-50 ms under load
  // on 2 cores: the reviewers' list went 154 -> 26 ms without; docs/decisions/database-engines.md)
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, options: '-c max_parallel_workers_per_gather=0' });
  pool.on('error', () => undefined); // an idle client dropped by the server is replaced on the next checkout
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => undefined);
    const reason = (err as { code?: string; message?: string }).code ?? (err as Error).message;
    throw new DatabaseUnreachable(`database: cannot reach ${safeUrl(url)} (${reason})`);
  }
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export class DatabaseUnreachable extends Error {}

export async function connect(target: DatabaseTarget): Promise<Db> {
  if (target.url) return openPostgres(target.url);
  if (!target.file) throw new Error('database: neither DATABASE_URL nor a file was given');
  return openDatabase(target.file);
}

export function engineOf(db: { getExecutor(): { adapter: unknown } }): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
