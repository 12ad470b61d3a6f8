// A database made before migration 030 (notices published without SQL): its notices become the portal's own (no
// unit, revision 0), the drafts table is there, and a notice written afterwards moves the catalogue version.
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/database';
import { readCatalogueVersion } from '@/server/http/public-cache';
import { startApp } from './helpers';

describe('migration 030 on a database made before it', () => {
  it("makes the notices the portal's own (no unit, revision 0), and a write of one moves the catalogue version", async () => {
    // the run's migrated and seeded database, copied (SQLite: the upgrade's SQL is the SQLite file's)
    const made = await startApp();
    const old = openDatabase(path.join(made.dir, 'portal.sqlite'));
    for (const trigger of ['notices_insert_bumps_catalogue', 'notices_update_bumps_catalogue', 'notices_delete_bumps_catalogue']) await sql.raw(`DROP TRIGGER ${trigger}`).execute(old);
    await sql`DROP INDEX notices_unit`.execute(old);
    await sql`ALTER TABLE notices DROP COLUMN revision`.execute(old);
    await sql`ALTER TABLE notices DROP COLUMN unit_id`.execute(old);
    await sql`DROP TABLE notice_drafts`.execute(old);
    await old.deleteFrom('migrations').where('name', '=', '030-notice-publishing.sql').execute();
    const count = Number((await old.selectFrom('notices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    await old.destroy();

    const { app: upgraded, close } = await made.restart();
    try {
      const rows = await upgraded.db.selectFrom('notices').select(['unit_id', 'revision']).execute();
      expect(rows).toHaveLength(count);
      expect(new Set(rows.map((r) => `${r.unit_id}/${r.revision}`))).toEqual(new Set(['null/0']));
      expect(await upgraded.db.selectFrom('notice_drafts').selectAll().execute()).toEqual([]);
      const version = await readCatalogueVersion(upgraded.db);
      await upgraded.db.updateTable('notices').set({ summary: '改过的摘要' }).where('id', '=', 1).execute();
      expect(await readCatalogueVersion(upgraded.db)).toBeGreaterThan(version);
    } finally {
      await close();
    }
  });
});
