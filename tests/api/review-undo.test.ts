// A reviewer undoes their own pass or fail within 10 minutes: the application is under review again, the candidate
// is told, and the history keeps the decision and its undoing. Nobody else undoes it, and nobody after 10 minutes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery, DeliveryNotification } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import type { ReviewDetail } from '@/src/core/review-api';
import { call, data, NOW, startApp, type TestApp } from './helpers';
import { DEMO, login, openPositionsFor, saveCompleteResume, type Session } from './candidates';
import { REVIEWERS, reviewerLogin } from './review-helpers';

let t: TestApp;
let chen: Session;
let zhou: Session;
let wang: Session;
let deliveryId: number;
const REFUSED = { success: false, errorCode: 'UNDO_REFUSED', errorMessage: '只能在10分钟内撤销自己作出的审核决定' };
const decide = (who: Session, action: string, comment?: string) => call<ReviewDetail>(t.app, 'review.decide', { deliveryId, action, comment }, who.headers);
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

beforeAll(async () => {
  t = await startApp();
  [chen, zhou, wang] = await Promise.all([reviewerLogin(t.app, REVIEWERS.chen), reviewerLogin(t.app, REVIEWERS.zhou), login(t.app, DEMO.wang)]);
  await saveCompleteResume(t.app, wang, 'campus');
  const open = await openPositionsFor(t.app, wang, 'campus');
  const inTree = await t.app.db.selectFrom('positions').select('id').where('id', 'in', open).where('unit_id', 'in', [...REVIEWERS.chen.units]).orderBy('id').executeTakeFirstOrThrow();
  deliveryId = (await data<Delivery>(t.app, 'wizard.submit', { applyId: inTree.id }, wang.headers)).id;
  // zhou reviews the same unit too: a colleague, who may not undo chen's decision
  await t.app.db.insertInto('reviewer_units').values({ user_id: zhou.user.id, unit_id: REVIEWERS.chen.units[0] }).execute();
  await decide(chen, 'start');
});
afterAll(() => t.close());

describe('undoing a decision', () => {
  it('is offered to the reviewer who decided, until 10 minutes after, and to nobody else', async () => {
    const passed = (await decide(chen, 'pass', '符合条件')).body.data!;
    expect(passed).toMatchObject({ status: 'passed', actions: ['undo'], undoUntil: minutesLater(10).toISOString() });
    const colleague = await data<ReviewDetail>(t.app, 'review.view', { deliveryId }, zhou.headers);
    expect(colleague.actions).toEqual([]);
    expect(colleague.undoUntil).toBeUndefined();
    expect((await decide(zhou, 'undo')).body).toMatchObject(REFUSED);
  });

  it('moves the application back to review, tells the candidate, and keeps both steps in the history', async () => {
    const before = (await data<Paged<DeliveryNotification>>(t.app, 'delivery.notifications', { deliveryId }, wang.headers)).total;
    const undone = (await decide(chen, 'undo')).body.data!;
    expect(undone).toMatchObject({ status: 'reviewing', actions: ['pass', 'fail'] });
    expect(undone.undoUntil).toBeUndefined();
    expect(undone.history.slice(-2)).toEqual([
      { status: 'passed', at: NOW.toISOString(), comment: '符合条件' },
      { status: 'reviewing', at: NOW.toISOString(), undo: true },
    ]);
    const seen = await data<Delivery>(t.app, 'delivery.open', { deliveryId }, wang.headers);
    expect(seen.status).toBe('reviewing');
    expect(seen.history.at(-1)).toEqual({ status: 'reviewing', at: NOW.toISOString(), undo: true });
    const notes = await data<Paged<DeliveryNotification>>(t.app, 'delivery.notifications', { deliveryId }, wang.headers);
    expect(notes.total).toBe(before + 1);
    expect(notes.list[0]).toMatchObject({ kind: 'status', messageParams: { status: 'reviewing' } });
    // an undo is not undone again, and a second one finds nothing to undo
    expect((await decide(chen, 'undo')).body).toMatchObject(REFUSED);
  });

  it('is refused 10 minutes after the decision, and the decision stands', async () => {
    await decide(chen, 'fail', '材料不全');
    t = await t.restart({ now: () => minutesLater(10) });
    const detail = await data<ReviewDetail>(t.app, 'review.view', { deliveryId }, chen.headers);
    expect(detail).toMatchObject({ status: 'failed', actions: [] });
    expect((await decide(chen, 'undo')).body).toMatchObject(REFUSED);
    expect((await data<Delivery>(t.app, 'delivery.open', { deliveryId }, wang.headers)).status).toBe('failed');
  });
});
