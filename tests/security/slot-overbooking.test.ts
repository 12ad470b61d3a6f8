// V11.1.6 (business logic: concurrency): two candidates invited to the same interview times confirm the one
// free place at the same moment, round after round. Exactly one gets it each time: on PostgreSQL the slot's
// row is locked before its places are counted (server/db/row-lock.ts); run with PORTAL_TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery, DeliveryNotification } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { inviteToInterview } from '@/server/applications/appointments';
import { call, data, NOW, startApp, type TestApp } from '../api/helpers';
import { DEMO, login, saveCompleteResume, type Session } from '../api/candidates';

let t: TestApp;
let zhang: Session;
let wang: Session;
let invitations: [number, number];
let arrangementId: number;

beforeAll(async () => {
  t = await startApp();
  [zhang, wang] = await Promise.all([login(t.app, DEMO.zhang), login(t.app, DEMO.wang)]);
  const page = await data<Paged<DeliveryNotification>>(t.app, 'delivery.notifications', { pageSize: 50 }, zhang.headers);
  const invitation = page.list.find((n) => n.kind === 'interview')!;
  arrangementId = invitation.appointmentTimeArrangeId!;
  const interviewed = await data<Delivery>(t.app, 'delivery.open', { deliveryId: invitation.deliveryId }, zhang.headers);
  await saveCompleteResume(t.app, wang, interviewed.position?.recruitType === 'campus' ? 'campus' : 'social');
  const theirs = await data<Delivery>(t.app, 'wizard.submit', { applyId: interviewed.positionId }, wang.headers);
  const invited = await inviteToInterview(t.app.db, { deliveryId: theirs.id, arrangementId, positionTitle: theirs.position!.title, at: NOW.toISOString() });
  invitations = [invitation.id, invited];
  await t.app.db.updateTable('appointment_slots').set({ capacity: 1 }).where('arrangement_id', '=', arrangementId).execute();
});
afterAll(() => t.close());

describe('one place, two candidates at once', () => {
  it('goes to exactly one of them, every time', async () => {
    const slots = await t.app.db.selectFrom('appointment_slots').select('id').where('arrangement_id', '=', arrangementId).execute();
    for (let round = 0; round < 12; round++) {
      await t.app.db.deleteFrom('appointment_choices').where('arrangement_id', '=', arrangementId).execute();
      const slotId = slots[round % slots.length].id;
      const answers = await Promise.all([
        call(t.app, 'delivery.notificationConfirm', { notificationId: invitations[0], slotId }, zhang.headers),
        call(t.app, 'delivery.notificationConfirm', { notificationId: invitations[1], slotId }, wang.headers),
      ]);
      expect(answers.map((a) => a.body.success).sort()).toEqual([false, true]);
      expect(answers.find((a) => !a.body.success)?.body).toMatchObject({ errorCode: 'SLOT_FULL', errorMessage: '该时段已满' });
      const taken = await t.app.db.selectFrom('appointment_choices').select('delivery_id').where('slot_id', '=', slotId).execute();
      expect(taken).toHaveLength(1);
    }
  });
});
