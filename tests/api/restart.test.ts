import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '@/server/app';
import { MIGRATIONS_DIR, splitStatements } from '@/server/db/migrate';
import { openDatabase } from '@/server/db/database';
import { sql } from 'kysely';
import { NOW, SCHEMAS_DIR, data, tempDir } from './helpers';
import type { TokenRecord } from '@/src/core/envelope';
import fs from 'node:fs';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a second start on the same database file', () => {
  it('neither migrates nor seeds again, and keeps tokens valid across nodes', async () => {
    const dbFile = path.join(dir, 'nested', 'portal.sqlite');
    const first = await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW });
    const token = (await data<{ token: TokenRecord }>(first, 'accesstoken.get', { domain: 'portal' })).token.value;
    const count = async (app: typeof first) => (await app.db.selectFrom('positions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const positions = await count(first);
    // a second node on the same database while the first still runs
    const second = await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW });
    expect(await count(second)).toBe(positions);
    const migrationFiles = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    expect((await second.db.selectFrom('migrations').selectAll().execute()).length).toBe(migrationFiles.length);
    // the demo candidates, reviewers and publishers, once
    expect((await second.db.selectFrom('users').select('mobile').execute()).length).toBe(12);
    expect((await data<{ token: TokenRecord }>(second, 'accesstoken.get', { domain: 'portal' }, { 'x-portal-token': token })).token.value).toBe(token);
    await first.close();
    await second.close();
  });

  it('gives a database seeded before the resume migration its demo candidates and resume templates, once', async () => {
    const dbFile = path.join(dir, 'old', 'portal.sqlite');
    await (await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW })).close();
    // back to the state before 002-resume.sql: its tables, columns, rows and record gone
    const db = openDatabase(dbFile);
    for (const table of ['deliveries', 'files', 'resumes']) await sql.raw(`DROP TABLE ${table}`).execute(db);
    await db.deleteFrom('tokens').execute();
    await db.deleteFrom('users').execute();
    await sql`ALTER TABLE positions DROP COLUMN resume_template`.execute(db);
    await sql`ALTER TABLE portals DROP COLUMN resume_template`.execute(db);
    await db.deleteFrom('migrations').where('name', '=', '002-resume.sql').execute();
    await db.destroy();

    const upgraded = await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW });
    const users = await upgraded.db.selectFrom('users').select(['portal_id', 'mobile']).orderBy('id').execute();
    expect(users.map((u) => `${u.portal_id}:${u.mobile}`)).toEqual(['1001:13800000001', '1002:13800000002', '1001:13800000011', '1002:13800000012']);
    expect((await upgraded.db.selectFrom('deliveries').selectAll().execute()).length).toBe(2);
    const portals = await upgraded.db.selectFrom('portals').select(['id', 'resume_template']).orderBy('id').execute();
    expect(portals).toEqual([
      { id: 1001, resume_template: 'social' },
      { id: 1002, resume_template: 'army' },
    ]);
    const byType = await upgraded.db.selectFrom('positions').select(['recruit_type', 'resume_template']).distinct().orderBy('recruit_type').execute();
    expect(byType).toEqual([
      { recruit_type: 'campus', resume_template: 'campus' },
      { recruit_type: 'social', resume_template: 'social' },
      { recruit_type: 'veterans', resume_template: 'army' },
    ]);
    await upgraded.close();
    // a further start adds nobody
    const again = await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW });
    expect((await again.db.selectFrom('users').select('id').execute()).length).toBe(4);
    await again.close();
  });

  it('splits a migration into its statements', () => {
    expect(splitStatements('-- note\nCREATE TABLE a (x INTEGER);\nCREATE INDEX b ON a (x);\n')).toEqual(['CREATE TABLE a (x INTEGER)', 'CREATE INDEX b ON a (x)']);
  });
});
