// delivery.search with positionId (how a position page learns 已申请) and interview feedback only after an interview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { call, data, startApp, type TestApp } from './helpers';
import { DEMO, login, type Session } from './candidates';

let t: TestApp;
let zhang: Session;
let li: Session;
beforeAll(async () => {
  t = await startApp();
  [zhang, li] = await Promise.all([login(t.app, DEMO.zhang), login(t.app, DEMO.li)]);
});
afterAll(() => t.close());

const search = (params: Record<string, unknown>, session = zhang) => data<Paged<Delivery>>(t.app, 'delivery.search', { pageSize: 50, ...params }, session.headers);

describe('delivery.search by position', () => {
  it("answers only the candidate's application to that position, and nothing for a position not applied to", async () => {
    const all = await search({});
    const failed = all.list.find((d) => d.status === 'failed')!;
    const one = await search({ positionId: failed.positionId, pageSize: 1 });
    expect(one.total).toBe(1);
    expect(one.list.map((d) => [d.id, d.status])).toEqual([[failed.id, 'failed']]);
    // another candidate's search for the same position finds none of 张明's
    const other = await search({ positionId: failed.positionId }, li);
    expect(other.list.every((d) => d.id !== failed.id)).toBe(true);
    const applied = new Set(all.list.map((d) => d.positionId));
    const notApplied = [...Array(60).keys()].map((i) => i + 1).find((id) => !applied.has(id))!;
    expect((await search({ positionId: notApplied })).total).toBe(0);
  });

  it('refuses a position id that is not a number with HTTP 400', async () => {
    const answer = await call(t.app, 'delivery.search', { positionId: '1 or 1=1' }, zhang.headers);
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toContain('positionId');
  });
});

describe('interview feedback', () => {
  it('is open only for the application whose interview took place, and closes while the interview is ahead', async () => {
    const all = await search({});
    const open = all.list.filter((d) => d.feedbackOpen);
    expect(open.map((d) => d.status)).toEqual(['reviewing']);
    // move its interview slot to tomorrow: no interview has taken place, so no feedback
    const choice = await t.app.db.selectFrom('appointment_choices').select('slot_id').where('delivery_id', '=', open[0].id).executeTakeFirstOrThrow();
    await t.app.db.updateTable('appointment_slots').set({ start_at: '2099-01-01T01:00:00.000Z', end_at: '2099-01-01T02:00:00.000Z' }).where('id', '=', choice.slot_id).execute();
    expect((await search({ positionId: open[0].positionId })).list[0].feedbackOpen).toBe(false);
    expect((await call(t.app, 'feedback.save', { deliveryId: open[0].id, rating: 5 }, zhang.headers)).body).toMatchObject({
      success: false,
      errorCode: 'FEEDBACK_NOT_OPEN',
    });
  });
});
