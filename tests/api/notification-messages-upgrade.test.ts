// Migration 010 on a database written before it: notifications get their message kind and parameters where the
// old text is exactly what the server wrote, keep their text only otherwise; a failing 010 leaves nothing behind.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { DeliveryNotification } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { buildServer } from '@/server/app';
import { openDatabase, type Db } from '@/server/db/database';
import { migrate, MIGRATIONS_DIR } from '@/server/db/migrate';
import { data, NOW, SCHEMAS_DIR, tempDir } from './helpers';
import { DEMO, login } from './candidates';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const MIGRATION = '010-notification-messages.sql';
const QUOTED_TITLE = '测试 "引号" \\ 岗位';

const columnsOf = async (db: Db) => (await sql<{ name: string }>`PRAGMA table_info(notifications)`.execute(db)).rows.map((r) => r.name);

/**
 * Back to the state before 010, with rows 010 has to sort out: one position's title holds a quote and a backslash
 * (its texts written with it), an old interview text without times, a text another producer wrote, and a status
 * text naming a title the position no longer has.
 */
async function downgrade(db: Db): Promise<{ quoted: number; stale: number; foreign: number; oldInvite: number }> {
  await sql`ALTER TABLE notifications DROP COLUMN message_kind`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN message_params`.execute(db);
  await db.deleteFrom('migrations').where('name', '=', MIGRATION).execute();
  const pick = (kind: string) =>
    db.selectFrom('notifications as n').innerJoin('deliveries as d', 'd.id', 'n.delivery_id').innerJoin('positions as p', 'p.id', 'd.position_id')
      .select(['n.id', 'n.delivery_id', 'p.id as position_id', 'p.title']).where('n.kind', '=', kind).orderBy('n.id').execute();
  const [passed] = (await pick('status')).filter((r) => r.title);
  await db.updateTable('positions').set({ title: QUOTED_TITLE }).where('id', '=', passed.position_id).execute();
  // every text about that position, whoever applied to it, named it with its title of the time
  const aboutIt = await db.selectFrom('notifications as n').innerJoin('deliveries as d', 'd.id', 'n.delivery_id')
    .select(['n.id', 'n.body', 'n.kind', 'n.delivery_id']).where('d.position_id', '=', passed.position_id).orderBy('n.id').execute();
  for (const r of aboutIt) await db.updateTable('notifications').set({ body: r.body.replace(`“${passed.title}”`, `“${QUOTED_TITLE}”`) }).where('id', '=', r.id).execute();
  const statusRows = aboutIt.filter((r) => r.kind === 'status' && r.delivery_id === passed.delivery_id);
  // invitations named no times before 010
  const invites = await pick('interview');
  for (const r of invites) await db.updateTable('notifications').set({ body: `您投递的职位“${r.title}”已安排面试，请选择面试时间。` }).where('id', '=', r.id).execute();
  const [invite] = invites;
  const others = (await pick('status')).filter((r) => r.position_id !== passed.position_id);
  await db.updateTable('notifications').set({ title: '系统通知', body: '请于本周五前携带证件原件到人事处报到。' }).where('id', '=', others[0].id).execute();
  await db.updateTable('notifications').set({ body: '您投递的职位“旧职位名称”状态已更新为“流程处理中”。' }).where('id', '=', others[1].id).execute();
  return { quoted: statusRows[0].id, stale: others[1].id, foreign: others[0].id, oldInvite: invite.id };
}

describe('migration 010 on notifications written before it', () => {
  const dbFile = path.join(dir, 'portal.sqlite');
  let rows: Awaited<ReturnType<typeof downgrade>>;
  let before: unknown[];

  it('is undone whole when one of its statements fails', async () => {
    await (await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW })).close();
    const db = openDatabase(dbFile);
    rows = await downgrade(db);
    before = await db.selectFrom('notifications').selectAll().orderBy('id').execute();
    const broken = path.join(dir, 'broken');
    // the whole folder: migrations/postgres/ and migrations/sqlite/ hold the dialects' own files
    fs.cpSync(MIGRATIONS_DIR, broken, { recursive: true });
    fs.appendFileSync(path.join(broken, MIGRATION), '\nINSERT INTO no_such_table (id) VALUES (1);\n');

    await expect(migrate(db, broken)).rejects.toThrow(/no_such_table/);
    expect(await columnsOf(db)).not.toContain('message_kind');
    expect(await db.selectFrom('migrations').select('name').where('name', '=', MIGRATION).execute()).toEqual([]);
    const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE name = 'migration_010_labels'`.execute(db);
    expect(tables.rows).toEqual([]);
    expect(await db.selectFrom('notifications').selectAll().orderBy('id').execute()).toEqual(before);
    await db.destroy();
  });

  it('gives the rows whose text matches their kind and parameters, and leaves the others on their text', async () => {
    const app = await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW });
    const kinds = await app.db.selectFrom('notifications').select(['id', 'kind', 'message_kind']).execute();
    const left = kinds.filter((r) => r.message_kind === null).map((r) => r.id).sort((a, b) => a - b);
    expect(left).toEqual([rows.stale, rows.foreign].sort((a, b) => a - b));
    expect(kinds.filter((r) => r.kind === 'backgroundCheck').every((r) => r.message_kind === 'backgroundCheckRequest')).toBe(true);
    // what was there is kept: the same rows, the same texts
    const after = await app.db.selectFrom('notifications').select(['id', 'delivery_id', 'kind', 'title', 'body', 'read_at']).orderBy('id').execute();
    expect(after).toEqual((before as typeof after).map(({ id, delivery_id, kind, title, body, read_at }) => ({ id, delivery_id, kind, title, body, read_at })));

    // the API answers them: the quoted title parsed back whole, the untimed invitation, the others text only
    const zhang = await login(app, DEMO.zhang);
    const page = await data<Paged<DeliveryNotification>>(app, 'delivery.notifications', { pageSize: 50 }, zhang.headers);
    const byId = new Map(page.list.map((n) => [n.id, n]));
    expect(byId.get(rows.quoted)).toMatchObject({ messageKind: 'deliveryStatus', messageParams: { title: QUOTED_TITLE, status: expect.any(String), positionId: expect.any(Number) } });
    expect(byId.get(rows.oldInvite)?.messageKind).toBe('interviewInvitation');
    expect(byId.get(rows.oldInvite)?.messageParams).not.toHaveProperty('from');
    for (const id of [rows.stale, rows.foreign]) {
      expect(byId.get(id)).not.toHaveProperty('messageKind');
      expect(byId.get(id)).not.toHaveProperty('messageParams');
    }
    expect(byId.get(rows.foreign)).toMatchObject({ title: '系统通知', body: '请于本周五前携带证件原件到人事处报到。' });
    await app.close();
  });
});
