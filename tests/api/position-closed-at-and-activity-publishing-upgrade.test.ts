// A database made before migration 028 (when a position was closed by hand): its positions closed then keep no
// date (nothing says when they were closed), a position closed afterwards gets one, and the sitemap's index of open
// positions is there. Migration 031 (publishing activities) on the same database, sharing its one build: its
// activities stay open and editable (revision 0, not closed), and a write to an activity or its units now moves the
// catalogue's version, which drops the public answers and pages cached for the window.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Activity, Position } from '@/src/core/entities';
import { buildServer } from '@/server/app';
import { openDatabase } from '@/server/db/database';
import { readCatalogueVersion } from '@/server/http/public-cache';
import { data, NOW, SCHEMAS_DIR, tempDir } from './helpers';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('migrations 028 and 031 on a database made before them', () => {
  it('leaves the positions closed before 028 undated and dates the ones closed after it; 031 leaves the activities open and bumps the catalogue on their writes', async () => {
    const dbFile = path.join(dir, 'portal.sqlite');
    await (await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW })).close();
    const old = openDatabase(dbFile);
    for (const trigger of ['positions_closed_at_insert', 'positions_closing_stamps', 'positions_opening_clears']) await sql.raw(`DROP TRIGGER ${trigger}`).execute(old);
    await sql`DROP INDEX positions_sitemap`.execute(old);
    await sql`ALTER TABLE positions DROP COLUMN closed_at`.execute(old);
    await old.deleteFrom('migrations').where('name', '=', '028-position-closed-at.sql').execute();
    for (const table of ['activities', 'activity_units']) {
      for (const op of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER ${table}_${op}_bumps_catalogue`).execute(old);
    }
    await sql`DROP TABLE activity_drafts`.execute(old);
    await sql`ALTER TABLE activities DROP COLUMN closed_at`.execute(old);
    await sql`ALTER TABLE activities DROP COLUMN revision`.execute(old);
    await old.deleteFrom('migrations').where('name', '=', '031-activity-publishing.sql').execute();
    // closed by hand before the migration
    await sql`UPDATE positions SET status = 'closed' WHERE id = 1`.execute(old);
    await old.destroy();

    const upgraded = await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW });
    try {
      const dated = await upgraded.db.selectFrom('positions').select('id').where('closed_at', 'is not', null).execute();
      expect(dated).toEqual([]);
      const view = (id: number) => data<Position>(upgraded, 'careers.view', { recruitmentId: id }, { 'qx-portal': '1001' });
      expect(await view(1)).toMatchObject({ status: 'closed', closedBy: 'hand', closedAt: null });

      await upgraded.db.updateTable('positions').set({ status: 'closed' }).where('id', '=', 2).execute();
      expect((await view(2)).closedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      const index = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'positions_sitemap'`.execute(upgraded.db);
      expect(index.rows).toHaveLength(1);

      expect(await upgraded.db.selectFrom('activities').select(['revision', 'closed_at']).distinct().execute()).toEqual([{ revision: 0, closed_at: null }]);
      expect((await data<Activity>(upgraded, 'activity.view', { id: 1 }, { 'qx-portal': '1001' })).signUp?.state).toBe('open');
      const before = await readCatalogueVersion(upgraded.db);
      await upgraded.db.updateTable('activities').set({ place: '线上' }).where('id', '=', 1).execute();
      const edited = await readCatalogueVersion(upgraded.db);
      // a sign-up's count leaves the cached pages be (a full activity still refuses the next sign-up)
      await upgraded.db.updateTable('activities').set((eb) => ({ signed_up: eb('signed_up', '+', 1) })).where('id', '=', 1).execute();
      expect(await readCatalogueVersion(upgraded.db)).toBe(edited);
      await upgraded.db.deleteFrom('activity_units').where('activity_id', '=', 2).where('unit_id', '=', 3).execute();
      expect(edited).toBeGreaterThan(before);
      expect(await readCatalogueVersion(upgraded.db)).toBeGreaterThan(edited);
    } finally {
      await upgraded.close();
    }
  });
});
