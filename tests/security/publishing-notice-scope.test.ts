// A publisher reaches only the notices of their own units: every way in (a unit in a body, an id in a path or a
// body, a list's filter) is replayed against a unit outside them, and against the portal's own notices (no unit,
// an admin's), and answers FORBIDDEN with nothing written; script in the body never reaches the public answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '@/src/core/endpoints';
import type { Notice } from '@/src/core/entities';
import { call, data, startApp, type TestApp } from '../api/helpers';
import type { Session } from '../api/candidates';
import { noticeForm, PUBLISHERS, publisherLogin } from '../api/publishing-calls';

let t: TestApp;
let wang: Session;
/** a notice and a draft of unit 4 (中科启明), outside 王磊's unit 1; the portal's own notice and draft */
let outsideNotice: number;
let outsideDraft: number;
let ownNotice: number;
let ownDraft: number;
let otherPortalNotice: number;
beforeAll(async () => {
  t = await startApp();
  wang = await publisherLogin(t.app, PUBLISHERS.wang);
  const at = new Date().toISOString();
  const draft = (unitId: number | null) =>
    t.app.db.insertInto('notice_drafts').values({ portal_id: 1001, unit_id: unitId, title: '别人的公告草稿', body: JSON.stringify({ title: '别人的公告草稿' }), code: null, publish_at: null, scheduled_by: null, last_error: null, created_by: 1, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  outsideDraft = (await draft(4)).id;
  ownDraft = (await draft(null)).id;
  ownNotice = (await t.app.db.selectFrom('notices').select('id').where('portal_id', '=', 1001).orderBy('id').executeTakeFirstOrThrow()).id;
  outsideNotice = (await t.app.db.selectFrom('notices').select('id').where('portal_id', '=', 1001).where('id', '!=', ownNotice).orderBy('id').executeTakeFirstOrThrow()).id;
  await t.app.db.updateTable('notices').set({ unit_id: 4 }).where('id', '=', outsideNotice).execute();
  otherPortalNotice = (await t.app.db.selectFrom('notices').select('id').where('portal_id', '=', 1002).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const snapshot = async () => ({
  notices: await t.app.db.selectFrom('notices').selectAll().where('portal_id', '=', 1001).orderBy('id').execute(),
  drafts: await t.app.db.selectFrom('notice_drafts').selectAll().orderBy('id').execute(),
  audit: (await t.app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
});

describe('a publisher outside their units', () => {
  const attempts: [string, EndpointName, () => Record<string, unknown>][] = [
    ['a new notice draft of unit 4', 'publish.saveNoticeDraft', () => ({ values: noticeForm({ unitCode: 'U4' }) })],
    ...(['outside', 'own'] as const).flatMap((whose): [string, EndpointName, () => Record<string, unknown>][] => {
      const draftId = () => (whose === 'outside' ? outsideDraft : ownDraft);
      const noticeId = () => (whose === 'outside' ? outsideNotice : ownNotice);
      const of = whose === 'outside' ? 'of unit 4' : "of the portal's own";
      return [
        [`a draft ${of} read`, 'publish.noticeDraft', () => ({ draftId: draftId() })],
        [`a draft ${of} previewed`, 'publish.previewNotice', () => ({ draftId: draftId() })],
        [`a draft ${of} saved`, 'publish.saveNoticeDraft', () => ({ draftId: draftId(), revision: 0, values: noticeForm() })],
        [`a draft ${of} published`, 'publish.publishNotice', () => ({ draftId: draftId(), revision: 0 })],
        [`a draft ${of} deleted`, 'publish.deleteNoticeDraft', () => ({ draftId: draftId() })],
        [`a notice ${of} read`, 'publish.notice', () => ({ noticeId: noticeId() })],
        [`a notice ${of} saved`, 'publish.saveNotice', () => ({ noticeId: noticeId(), revision: 0, values: noticeForm() })],
        [`a notice ${of} withdrawn`, 'publish.withdrawNotice', () => ({ noticeId: noticeId() })],
      ];
    }),
  ];
  it.each(attempts)('%s: FORBIDDEN, nothing written', async (_what, name, params) => {
    const before = await snapshot();
    const answer = await call(t.app, name, params(), wang.headers);
    expect([answer.status, answer.body.errorCode]).toEqual([403, 'FORBIDDEN']);
    expect(await snapshot()).toEqual(before);
  });

  it('moving an own notice to unit 4 or to no unit: FORBIDDEN or refused, the notice stays', async () => {
    const { noticeId } = await data<{ noticeId: number }>(t.app, 'publish.publishNotice', { draftId: (await data<{ draftId: number }>(t.app, 'publish.saveNoticeDraft', { values: noticeForm() }, wang.headers)).draftId, revision: 0 }, wang.headers);
    const read = await data<{ revision: number; values: Record<string, unknown> }>(t.app, 'publish.notice', { noticeId }, wang.headers);
    const moved = await call(t.app, 'publish.saveNotice', { noticeId, revision: read.revision, values: { ...read.values, unitCode: 'U4' } }, wang.headers);
    expect([moved.status, moved.body.errorCode]).toEqual([403, 'FORBIDDEN']);
    const unowned = await call(t.app, 'publish.saveNotice', { noticeId, revision: read.revision, values: { ...read.values, unitCode: undefined } }, wang.headers);
    expect(unowned.body.data).toEqual({ fields: [{ field: 'unitCode', message: '请选择发布单位' }] });
    expect((await t.app.db.selectFrom('notices').select('unit_id').where('id', '=', noticeId).executeTakeFirstOrThrow()).unit_id).toBe(2);
  });

  it("another portal's notice is not found", async () => {
    expect((await call(t.app, 'publish.notice', { noticeId: otherPortalNotice }, wang.headers)).body.errorCode).toBe('NOT_FOUND');
  });

  it('lists only their units', async () => {
    for (const status of ['published', 'draft']) {
      const listed = await data<{ list: { id: number }[] }>(t.app, 'publish.notices', { status, pageSize: 50 }, wang.headers);
      expect(listed.list.map((n) => n.id)).not.toContain(status === 'draft' ? outsideDraft : outsideNotice);
      expect((await data<{ list: unknown[] }>(t.app, 'publish.notices', { status, unitId: 4 }, wang.headers)).list).toEqual([]);
    }
  });
});

describe('rich text', () => {
  it('keeps no script, handler or javascript: link on its way to the public answer', async () => {
    const attack = '<p>正文</p><script>alert(document.cookie)</script><img src=x onerror="alert(1)"><a href=" java\tscript:alert(2)">点我</a><scr<script>ipt>alert(3)</script><svg><g onload=alert(4)></g></svg><p style="position:fixed">遮罩</p>';
    const { draftId } = await data<{ draftId: number }>(t.app, 'publish.saveNoticeDraft', { values: noticeForm({ title: '富文本攻击公告', bodyHtml: attack }) }, wang.headers);
    const { noticeId } = await data<{ noticeId: number }>(t.app, 'publish.publishNotice', { draftId, revision: 0 }, wang.headers);
    const view = await data<Notice>(t.app, 'notice.view', { id: noticeId }, { 'qx-portal': '1001' });
    // what is left of the broken tags is text or a tag the list allows, without its attributes
    expect(view.bodyHtml).toBe('<p>正文</p><a>点我</a>遮罩</p>');
  });
});
