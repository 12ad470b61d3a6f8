// A database made before migration 028 (when a position was closed by hand): its positions closed then keep no
// date (nothing says when they were closed), a position closed afterwards gets one, and the sitemap's index of open
// positions is there.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Position } from '@/src/core/entities';
import { buildServer } from '@/server/app';
import { openDatabase } from '@/server/db/database';
import { data, NOW, SCHEMAS_DIR, tempDir } from './helpers';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('migration 028 on a database made before it', () => {
  it('leaves the positions closed before it undated, and dates the ones closed after it', async () => {
    const dbFile = path.join(dir, 'portal.sqlite');
    await (await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW })).close();
    const old = openDatabase(dbFile);
    for (const trigger of ['positions_closed_at_insert', 'positions_closing_stamps', 'positions_opening_clears']) await sql.raw(`DROP TRIGGER ${trigger}`).execute(old);
    await sql`DROP INDEX positions_sitemap`.execute(old);
    await sql`ALTER TABLE positions DROP COLUMN closed_at`.execute(old);
    await old.deleteFrom('migrations').where('name', '=', '028-position-closed-at.sql').execute();
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
    } finally {
      await upgraded.close();
    }
  });
});
