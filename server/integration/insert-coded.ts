// The first write of a code: INSERT ... ON CONFLICT (portal_id, code) DO NOTHING RETURNING id, on either engine.
// Raw SQL because the row types give positions and notices an id the caller must supply (the seed numbers its rows);
// the database numbers these.
import { sql } from 'kysely';
import type { Db } from '@/server/db/database';

/** The new row's id; undefined when a row of that portal and code exists already (made meanwhile). */
export async function insertCoded(trx: Db, table: 'positions' | 'notices' | 'units', row: Record<string, string | number | null>): Promise<number | undefined> {
  const columns = Object.keys(row);
  const { rows } = await sql<{ id: number }>`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES (${sql.join(columns.map((c) => row[c]))}) ON CONFLICT (portal_id, code) DO NOTHING RETURNING id`.execute(trx);
  return rows[0] === undefined ? undefined : Number(rows[0].id);
}
