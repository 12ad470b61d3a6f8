// A database seeded before migration 004 gets the demo applications when 004 is applied, once.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '@/server/app';
import { openDatabase } from '@/server/db/database';
import { NOW, SCHEMAS_DIR, tempDir } from './helpers';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const TABLES = ['feedback', 'notifications', 'appointment_choices', 'appointment_slots', 'appointment_arrangements', 'collects', 'delivery_events'];
const COLUMNS = ['tag', 'submitted_at', 'updated_at', 'background_check', 'feedback_state'];

/** Back to the state before 004-applications.sql: the one application per demo candidate of 002, nothing of 004. */
async function downgrade(dbFile: string): Promise<void> {
  const db = openDatabase(dbFile);
  const firsts = db.selectFrom('deliveries').select((eb) => eb.fn.min('id').as('id')).groupBy('user_id');
  await db.deleteFrom('deliveries').where('id', 'not in', firsts).execute();
  for (const table of TABLES) await sql.raw(`DROP TABLE ${table}`).execute(db);
  await sql`DROP INDEX deliveries_user_position`.execute(db);
  for (const index of ['deliveries_portal_walk', 'deliveries_position_status_time', 'deliveries_signups', 'deliveries_user_submitted']) await sql.raw(`DROP INDEX ${index}`).execute(db);
  for (const column of COLUMNS) await sql.raw(`ALTER TABLE deliveries DROP COLUMN ${column}`).execute(db);
  // 010 altered the notifications table dropped here, 012 indexed a column dropped here: they run again after 004
  // (015's indexes of those columns are dropped above and not made again: the reviewers' list works on 012's)
  await db.deleteFrom('migrations').where('name', 'in', ['004-applications.sql', '010-notification-messages.sql', '012-review-indexes.sql']).execute();
  await db.destroy();
}

describe('migration 004 on a database seeded before it', () => {
  it('gives the demo candidates their applications, histories and favourites, and the earlier application its history', async () => {
    const dbFile = path.join(dir, 'portal.sqlite');
    await (await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW })).close();
    await downgrade(dbFile);
    const before = openDatabase(dbFile);
    const originals = await before.selectFrom('deliveries').select(['id', 'user_id', 'created_at']).orderBy('id').execute();
    await before.destroy();
    expect(originals).toHaveLength(2);

    const upgraded = await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW });
    const perUser = async () =>
      (await upgraded.db.selectFrom('deliveries').select(['user_id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('user_id').orderBy('user_id').execute()).map((r) => Number(r.n));
    expect(await perUser()).toEqual([9, 9]);
    for (const original of originals) {
      const row = await upgraded.db.selectFrom('deliveries').select(['tag', 'status', 'submitted_at']).where('id', '=', original.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ tag: '1', status: 'submitted', submitted_at: original.created_at });
      const events = await upgraded.db.selectFrom('delivery_events').select(['status', 'created_at']).where('delivery_id', '=', original.id).execute();
      expect(events).toEqual([{ status: 'submitted', created_at: original.created_at }]);
    }
    expect((await upgraded.db.selectFrom('collects').select('id').execute()).length).toBe(4);
    // per candidate: the invitation's three times and the held interview of the application open for feedback
    expect((await upgraded.db.selectFrom('appointment_slots').select('id').execute()).length).toBe(8);
    const counts = async (app: typeof upgraded) =>
      Promise.all((['deliveries', 'delivery_events', 'notifications', 'collects'] as const).map(async (table) => (await app.db.selectFrom(table).select('id').execute()).length));
    const seeded = await counts(upgraded);
    await upgraded.close();

    // a further start adds nothing
    const again = await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW });
    expect(await counts(again)).toEqual(seeded);
    await again.close();
  });
});
