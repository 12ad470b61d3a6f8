// Global setup of the API runs: one database migrated and seeded for the whole run, which each test server copies
// (a file copy on SQLite, CREATE DATABASE ... TEMPLATE on PostgreSQL) instead of migrating and seeding its own.
// A test that needs another start (an older database, its own file) passes dbFile and is not touched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '@/server/db/database';
import { migrate } from '@/server/db/migrate';
import { syncIdentities } from '@/server/db/postgres-setup';
import { seed } from '@/server/seed/index';
import { createScratchDatabase, testPostgresUrl } from '@/tests/api/pg-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a migrated and seeded SQLite file to copy, or the name of a PostgreSQL database to use as a template */
    templateDatabase: { sqliteFile?: string; postgresName?: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // the demo accounts' hashes are written at the run's cost (server/config/password-cost.ts)
  process.env.PORTAL_TEST_SCRYPT_N ??= String(project.config.env?.PORTAL_TEST_SCRYPT_N ?? '');
  const adminUrl = testPostgresUrl();
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl);
    const db = await connect({ url: scratch.url });
    await seed(db, await migrate(db));
    await syncIdentities(db);
    await db.destroy();
    project.provide('templateDatabase', { postgresName: new URL(scratch.url).pathname.slice(1) });
    return () => scratch.drop();
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-'));
  const file = path.join(dir, 'portal.sqlite');
  const db = await connect({ file });
  await seed(db, await migrate(db));
  await db.destroy();
  project.provide('templateDatabase', { sqliteFile: file });
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
