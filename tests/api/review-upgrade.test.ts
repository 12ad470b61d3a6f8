// A database seeded before migration 005: the migration rebuilds deliveries without losing a row hanging off them,
// and the seed then classifies the activities, gives them their units and adds the demo reviewers, once.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Delivery, DeliveryNotification } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { buildServer } from '@/server/app';
import { openDatabase } from '@/server/db/database';
import { activityFacts } from '@/server/db/seed/activities';
import { data, NOW, SCHEMAS_DIR, tempDir } from './helpers';
import { DEMO, login } from './candidates';
import { REVIEWERS, reviewerLogin } from './review-helpers';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const CHILDREN = ['delivery_events', 'notifications', 'appointment_choices', 'feedback'] as const;

/** Back to the state before 005-reviewers.sql, as far as it shows: its tables, columns, rows and record gone. */
async function downgrade(dbFile: string): Promise<void> {
  const db = openDatabase(dbFile);
  const reviewers = db.selectFrom('users').select('id').where('domain', '=', 'censor');
  await db.deleteFrom('tokens').where('user_id', 'in', reviewers).execute();
  await sql`DROP TABLE reviewer_units`.execute(db);
  await sql`DROP TABLE activity_units`.execute(db);
  await db.deleteFrom('users').where('domain', '=', 'censor').execute();
  await db.deleteFrom('activities').where('id', '=', 12).execute();
  await sql`ALTER TABLE activities DROP COLUMN kind`.execute(db);
  await sql`ALTER TABLE activities DROP COLUMN resume_template`.execute(db);
  // 005 rebuilds notifications with the columns it knew: 010's run again after it
  await db.deleteFrom('migrations').where('name', 'in', ['005-reviewers.sql', '010-notification-messages.sql']).execute();
  await db.destroy();
}

describe('migration 005 on a database seeded before it', () => {
  it('keeps every application with its history, notifications, interview choice and feedback, and seeds what 005 brought', async () => {
    const dbFile = path.join(dir, 'portal.sqlite');
    const first = await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW });
    // an interview choice and a feedback, so that every table hanging off deliveries has rows
    const li = await login(first, DEMO.li);
    const invitation = (await data<Paged<DeliveryNotification>>(first, 'delivery.notifications', { pageSize: 50 }, li.headers)).list.find((n) => n.kind === 'interview')!;
    const slot = await first.db.selectFrom('appointment_slots').select('id').where('arrangement_id', '=', invitation.appointmentTimeArrangeId!).orderBy('capacity', 'desc').executeTakeFirstOrThrow();
    await data(first, 'delivery.notificationConfirm', { notificationId: invitation.id, slotId: slot.id }, li.headers);
    const open = (await data<Paged<Delivery>>(first, 'delivery.search', { pageSize: 50 }, li.headers)).list.find((d) => d.feedbackOpen)!;
    await data(first, 'feedback.save', { deliveryId: open.id, rating: 4 }, li.headers);
    await first.close();
    await downgrade(dbFile);

    const before = openDatabase(dbFile);
    const snapshot = async (db: typeof before) => ({
      deliveries: await db.selectFrom('deliveries').select(['id', 'user_id', 'position_id', 'status', 'tag', 'submitted_at']).orderBy('id').execute(),
      children: await Promise.all(CHILDREN.map(async (table) => (await db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id))),
    });
    const original = await snapshot(before);
    await before.destroy();
    expect(original.children.every((ids) => ids.length > 0)).toBe(true);

    const upgraded = await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW });
    expect(await snapshot(upgraded.db)).toEqual(original);
    const kinds = await upgraded.db.selectFrom('activities').select(['id', 'kind', 'resume_template']).orderBy('id').execute();
    expect(kinds).toEqual(Object.entries(activityFacts).map(([id, f]) => ({ id: Number(id), kind: f.kind, resume_template: f.template })));
    const links = await upgraded.db.selectFrom('activity_units').select('activity_id').execute();
    expect(links.length).toBe(Object.values(activityFacts).reduce((n, f) => n + f.units.length, 0));
    const notes = await data<Paged<DeliveryNotification>>(upgraded, 'delivery.notifications', { pageSize: 50 }, (await login(upgraded, DEMO.li)).headers);
    expect(notes.list.filter((n) => n.kind === 'status').every((n) => n.messageKind === 'deliveryStatus')).toBe(true);
    const chen = await reviewerLogin(upgraded, REVIEWERS.chen);
    expect((await data<Paged<unknown>>(upgraded, 'review.search', {}, chen.headers)).total).toBeGreaterThan(0);

    // the rebuilt children still hang off deliveries: withdrawing an application takes its history along
    const li2 = await login(upgraded, DEMO.li);
    const withdrawable = (await data<Paged<Delivery>>(upgraded, 'delivery.search', { status: 'submitted' }, li2.headers)).list[0];
    await data(upgraded, 'delivery.delete', { deliveryId: withdrawable.id }, li2.headers);
    expect(await upgraded.db.selectFrom('delivery_events').select('id').where('delivery_id', '=', withdrawable.id).execute()).toEqual([]);
    const seeded = (await upgraded.db.selectFrom('users').select('id').execute()).length;
    await upgraded.close();

    // a further start adds nobody
    const again = await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW });
    expect((await again.db.selectFrom('users').select('id').execute()).length).toBe(seeded);
    // the four demo reviewers, two publishers and two admins
    expect((await again.db.selectFrom('users').select('id').where('domain', '=', 'censor').execute()).length).toBe(8);
    await again.close();
  });
});
