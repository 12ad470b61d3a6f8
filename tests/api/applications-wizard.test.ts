// wizard.apply and wizard.submit: the resume checked against the position's template, drafts, refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyCheck, Delivery } from '@/src/core/application-api';
import type { CompleteResumeDocument } from '@/src/core/resume-api';
import type { Paged } from '@/src/core/envelope';
import { call, data, NOW, startApp, type TestApp } from './helpers';
import { DEMO, login, openPositionsFor, saveCompleteResume, type Session } from './candidates';

let t: TestApp;
let wang: Session;
let campus: number[];
beforeAll(async () => {
  t = await startApp();
  wang = await login(t.app, DEMO.wang);
  campus = await openPositionsFor(t.app, wang, 'campus');
});
afterAll(() => t.close());

const apply = (session: Session, applyId: unknown) => call<ApplyCheck>(t.app, 'wizard.apply', { applyId }, session.headers);
const submit = (session: Session, applyId: unknown) => call<Delivery | ApplyCheck>(t.app, 'wizard.submit', { applyId }, session.headers);
const deliveriesOf = async (session: Session) => (await data<Paged<Delivery>>(t.app, 'delivery.search', { pageSize: 50 }, session.headers)).list;

describe('applying with an incomplete resume', () => {
  let draftId: number;

  it('answers incomplete, the missing answers per section and a draft application for completeResume', async () => {
    const check = (await apply(wang, campus[0])).body.data!;
    expect(check).toMatchObject({ state: 'incomplete', templateId: 'campus', position: { id: campus[0], status: 'open' } });
    expect(check.missing.map((m) => m.sectionId)).toEqual(expect.arrayContaining(['personal', 'education']));
    expect(check.missing).toContainEqual(expect.objectContaining({ sectionId: 'personal', sectionName: 'resume.section.personal' }));
    draftId = check.deliveryId!;
    expect(draftId).toBeGreaterThan(0);
    // the completion page counts the same answers, in the position's template
    const doc = await data<CompleteResumeDocument>(t.app, 'resume.completeResume', { deliveryId: draftId }, wang.headers);
    expect(doc.template.id).toBe('campus');
    expect(doc.missing.length).toBe(check.missing.reduce((n, m) => n + m.count, 0));
  });

  it('reuses the draft, keeps it out of the application list, and refuses submitting with RESUME_INCOMPLETE', async () => {
    expect((await apply(wang, campus[0])).body.data?.deliveryId).toBe(draftId);
    expect(await deliveriesOf(wang)).toEqual([]);
    const refused = await submit(wang, campus[0]);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'RESUME_INCOMPLETE', errorMessage: '简历不完整，请先完善简历', showType: 2 });
    expect(refused.body.data).toMatchObject({ state: 'incomplete', deliveryId: draftId, templateId: 'campus' });
  });

  it('submits the draft once the resume is complete: listed with its history, then refused a second time', async () => {
    await saveCompleteResume(t.app, wang, 'campus');
    expect((await apply(wang, campus[0])).body.data).toMatchObject({ state: 'ready', missing: [], deliveryId: draftId });
    const answer = await submit(wang, campus[0]);
    expect(answer.body).toMatchObject({ success: true, errorCode: '' });
    const at = NOW.toISOString();
    expect(answer.body.data).toMatchObject({
      id: draftId,
      tag: '1',
      positionId: campus[0],
      status: 'submitted',
      submittedAt: at,
      withdrawable: true,
      backgroundCheck: 'none',
      feedbackOpen: false,
      history: [{ status: 'submitted', at }],
    });
    const listed = await deliveriesOf(wang);
    expect(listed.map((d) => [d.id, d.status])).toEqual([[draftId, 'submitted']]);
    expect(listed[0].history).toEqual([{ status: 'submitted', at }]);

    expect((await apply(wang, campus[0])).body.data).toMatchObject({ state: 'applied', deliveryId: draftId });
    expect((await submit(wang, campus[0])).body).toMatchObject({ success: false, errorCode: 'ALREADY_APPLIED', errorMessage: '您已投递过该职位' });
    expect(await deliveriesOf(wang)).toHaveLength(1);
  });

  it('submits straight away, without a draft, when the resume already fits the template', async () => {
    const check = (await apply(wang, campus[1])).body.data!;
    expect(check.state).toBe('ready');
    expect(check.deliveryId).toBeUndefined();
    const delivery = (await submit(wang, campus[1])).body.data as Delivery;
    expect(delivery).toMatchObject({ positionId: campus[1], status: 'submitted' });
    expect((await deliveriesOf(wang)).map((d) => d.positionId)).toEqual(expect.arrayContaining([campus[0], campus[1]]));
  });

  it('checks against the template of the position, not of the resume', async () => {
    const [social] = await openPositionsFor(t.app, wang, 'social');
    const check = (await apply(wang, social)).body.data!;
    expect(check.templateId).toBe('social');
    const doc = await data<CompleteResumeDocument>(t.app, 'resume.completeResume', { deliveryId: check.deliveryId }, wang.headers);
    expect(check.state).toBe(doc.missing.length > 0 ? 'incomplete' : 'ready');
    expect(doc.template.id).toBe('social');
  });
});

describe('positions that take no applications', () => {
  it('answers a closed position with its status label and refuses it with POSITION_CLOSED', async () => {
    const closed = await t.app.db.selectFrom('positions').select('id').where('portal_id', '=', 1001).where('status', '=', 'closed').executeTakeFirstOrThrow();
    expect((await apply(wang, closed.id)).body.data).toMatchObject({ state: 'closed', statusLabel: '招聘已结束', position: { status: 'closed' } });
    expect((await submit(wang, closed.id)).body).toMatchObject({ success: false, errorCode: 'POSITION_CLOSED', errorMessage: '招聘已结束', showType: 2 });
  });

  it('takes applications through the deadline day in Beijing and refuses them from the next day with DEADLINE_PASSED', async () => {
    const position = await t.app.db.selectFrom('positions').select(['id', 'deadline']).where('id', '=', campus[2]).executeTakeFirstOrThrow();
    // 23:30 in Beijing on the deadline day, then 00:30 the day after
    const lastMinutes = new Date(`${position.deadline}T15:30:00Z`);
    const dayAfter = new Date(`${position.deadline}T16:30:00Z`);
    for (const [now, open] of [
      [lastMinutes, true],
      [dayAfter, false],
    ] as const) {
      const late = await startApp({ now: () => now });
      try {
        const session = await login(late.app, DEMO.wang);
        await saveCompleteResume(late.app, session, 'campus');
        const check = await call<ApplyCheck>(late.app, 'wizard.apply', { applyId: position.id }, session.headers);
        const answer = await call(late.app, 'wizard.submit', { applyId: position.id }, session.headers);
        if (open) {
          expect(check.body.data?.state).toBe('ready');
          expect(answer.body).toMatchObject({ success: true, data: { status: 'submitted' } });
        } else {
          expect(check.body.data).toMatchObject({ state: 'deadline', statusLabel: '报名已截止' });
          expect(answer.body).toMatchObject({ success: false, errorCode: 'DEADLINE_PASSED', errorMessage: '报名已截止' });
        }
      } finally {
        await late.close();
      }
    }
  });

  it('answers NOT_FOUND for an unknown position and for a position of another portal', async () => {
    const army = await t.app.db.selectFrom('positions').select('id').where('portal_id', '=', 1002).executeTakeFirstOrThrow();
    for (const id of [999999, army.id]) {
      expect((await apply(wang, id)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: '职位不存在' });
      expect((await submit(wang, id)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: '职位不存在' });
    }
  });
});

describe('bad input and guests', () => {
  it('refuses malformed position ids with HTTP 400 naming applyId', async () => {
    for (const bad of ['abc', '1.5', '-3']) {
      const answer = await apply(wang, bad);
      expect(answer.status).toBe(400);
      expect(answer.body.errorMessage).toContain('applyId');
    }
    for (const bad of ['abc', 0, -1, 1.5]) {
      const answer = await submit(wang, bad);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
      expect(answer.body.errorMessage).toContain('applyId');
    }
    const missing = await call(t.app, 'wizard.submit', {}, wang.headers);
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toContain('applyId');
  });

  it('answers a guest with HTTP 401', async () => {
    for (const answer of [await call(t.app, 'wizard.apply', { applyId: campus[0] }), await call(t.app, 'wizard.submit', { applyId: campus[0] })]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED', showType: 0 });
    }
  });
});
