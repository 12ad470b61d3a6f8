import { sql } from 'kysely';
import { engineOf, type Db } from './database';

/**
 * Locks one row until the transaction `trx` ends, so that a check and the write that depends on it (a quota, a
 * slot's capacity) cannot interleave with another node's. PostgreSQL: SELECT ... FOR UPDATE. SQLite: nothing to
 * do, as Kysely runs one transaction at a time on the node's one connection.
 */
export async function lockRow(trx: Db, table: 'users' | 'appointment_slots', id: number): Promise<void> {
  if (engineOf(trx) !== 'postgres') return;
  await sql`SELECT id FROM ${sql.table(table)} WHERE id = ${id} FOR UPDATE`.execute(trx);
}
