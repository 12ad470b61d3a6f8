import { sql } from 'kysely';
import { engineOf, type Db } from './database';

/** One number for the portal's start-up lock: nodes starting together migrate and seed one after another. */
const STARTUP_LOCK = 72_13_0001;

/**
 * Runs `work` (migrations and seed) while holding PostgreSQL's advisory lock on one connection, so that of N nodes
 * starting on a fresh database one migrates and the others find it done. SQLite has one writer: no lock needed.
 */
export async function withStartupLock<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (engineOf(db) !== 'postgres') return work(db);
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${STARTUP_LOCK})`.execute(conn);
    try {
      return await work(conn as Db);
    } finally {
      await sql`SELECT pg_advisory_unlock(${STARTUP_LOCK})`.execute(conn);
    }
  });
}

/**
 * Rows written with their own ids (the seed, the table copies of migration 005) leave PostgreSQL's identity
 * sequences behind; this moves each past its table's largest id so the next insert gets a fresh one.
 */
export async function syncIdentities(db: Db): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  const columns = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(db);
  for (const { table_name: table, column_name: column } of columns.rows) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), COALESCE((SELECT MAX(${sql.ref(column)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}
