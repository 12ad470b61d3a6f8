import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './database';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Splits a migration file into statements: each ends with ";" at the end of a line. */
export function splitStatements(text: string): string[] {
  const withoutComments = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n');
  return withoutComments
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Applies every migrations/NNN-*.sql not yet recorded, in name order, each in one transaction. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(db);
  const done = new Set((await db.selectFrom('migrations').select('name').execute()).map((r) => r.name));
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}-.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const statements = splitStatements(fs.readFileSync(path.join(dir, file), 'utf8'));
    await db.transaction().execute(async (trx) => {
      for (const statement of statements) await sql.raw(statement).execute(trx);
      await trx.insertInto('migrations').values({ name: file, applied_at: new Date().toISOString() }).execute();
    });
    applied.push(file);
  }
  return applied;
}
