// The engine under the API (SQLite, or PostgreSQL for many nodes): a DATABASE_URL that cannot be reached stops the start with one
// line and writes nothing; a migration that fails leaves the database as it was, on SQLite and (with
// PORTAL_TEST_DATABASE_URL) on PostgreSQL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '@/server/db/database';
import { migrate, MIGRATIONS_DIR } from '@/server/db/migrate';
import { ROOT, tempDir } from './helpers';
import { createScratchDatabase, testPostgresUrl, type ScratchDatabase } from './pg-databases';
import { freePort } from './server-nodes';

const dir = tempDir('portal-engine-');
const scratches: ScratchDatabase[] = [];
afterAll(async () => {
  for (const s of scratches) await s.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function freshDb(): Promise<Db> {
  const admin = testPostgresUrl();
  if (!admin) return connect({ file: path.join(dir, `m${scratches.length}-${Date.now()}.sqlite`) });
  const scratch = await createScratchDatabase(admin);
  scratches.push(scratch);
  return connect({ url: scratch.url });
}

describe('a DATABASE_URL that cannot be reached', () => {
  it('stops the start with one line naming it without its password, and writes no SQLite file', async () => {
    const port = await freePort();
    const dbFile = path.join(dir, 'never.sqlite');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: `postgres://portal:s3cret@127.0.0.1:${port}/portal`, DB_FILE: dbFile, PORT: String(await freePort()), WATCH_SCHEMAS: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([`database: cannot reach postgres://portal:***@127.0.0.1:${port}/portal (ECONNREFUSED)`]);
    expect(fs.existsSync(dbFile)).toBe(false);
  });
});

describe('a migration that fails', () => {
  it('is undone whole: its tables, its rows and its record are not there, and the next start applies it once fixed', async () => {
    const migrations = path.join(dir, 'migrations');
    fs.mkdirSync(migrations, { recursive: true });
    fs.copyFileSync(path.join(MIGRATIONS_DIR, '001-init.sql'), path.join(migrations, '001-init.sql'));
    const broken = "CREATE TABLE extra (id INTEGER PRIMARY KEY, note TEXT NOT NULL);\nINSERT INTO extra (note) VALUES ('one');\nUPDATE terms SET name = 'changed';\nINSERT INTO no_such_table (x) VALUES (1);\n";
    fs.writeFileSync(path.join(migrations, '002-extra.sql'), broken);
    const db = await freshDb();
    try {
      fs.renameSync(path.join(migrations, '002-extra.sql'), path.join(dir, 'held-back.sql'));
      await migrate(db, migrations);
      await db.insertInto('terms').values({ type: 'gender', code: '1', name: '男', sort: 1 }).execute();
      fs.renameSync(path.join(dir, 'held-back.sql'), path.join(migrations, '002-extra.sql'));
      await expect(migrate(db, migrations)).rejects.toThrow(/no_such_table/);
      expect(await db.selectFrom('terms').select('name').execute()).toEqual([{ name: '男' }]);
      const done = (await db.selectFrom('migrations').select('name').execute()).map((r) => r.name);
      expect(done).toEqual(['001-init.sql']);
      await expect(sql`SELECT note FROM extra`.execute(db)).rejects.toThrow(/extra/);

      fs.writeFileSync(path.join(migrations, '002-extra.sql'), broken.replace(/INSERT INTO no_such_table.*\n/, ''));
      expect(await migrate(db, migrations)).toEqual(['002-extra.sql']);
      expect((await sql<{ note: string }>`SELECT note FROM extra`.execute(db)).rows).toEqual([{ note: 'one' }]);
    } finally {
      await db.destroy();
    }
  });
});
