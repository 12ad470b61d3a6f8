// A publisher reaches only their own units: every way in (a unit in a body, an id in a path or a body, a list's
// filter) is replayed against a unit outside them and answers FORBIDDEN with nothing written; accounts without the
// publisher role get nothing; script in rich text never reaches the public answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '@/src/core/endpoints';
import type { Position } from '@/src/core/entities';
import { call, data, startApp, type TestApp } from '../api/helpers';
import { DEMO, login, type Session } from '../api/candidates';
import { REVIEWERS, reviewerLogin } from '../api/review-helpers';
import { PUBLISHERS, positionForm, publisherLogin } from '../api/publishing-calls';

let t: TestApp;
let wang: Session;
/** a position and a draft of unit 4 (中科启明), outside 王磊's unit 1 */
let outsidePosition: number;
let outsideDraft: number;
/** a position of portal 1002 */
let otherPortalPosition: number;
beforeAll(async () => {
  t = await startApp();
  wang = await publisherLogin(t.app, PUBLISHERS.wang);
  outsidePosition = (await t.app.db.selectFrom('positions').select('id').where('portal_id', '=', 1001).where('unit_id', '=', 4).executeTakeFirstOrThrow()).id;
  otherPortalPosition = (await t.app.db.selectFrom('positions').select('id').where('portal_id', '=', 1002).executeTakeFirstOrThrow()).id;
  const at = new Date().toISOString();
  const body = JSON.stringify({ title: '别人的草稿', unitCode: 'U4' });
  outsideDraft = (await t.app.db.insertInto('position_drafts').values({ portal_id: 1001, unit_id: 4, title: '别人的草稿', body, code: null, publish_at: null, scheduled_by: null, last_error: null, created_by: 1, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const snapshot = async () => ({
  positions: await t.app.db.selectFrom('positions').selectAll().where('unit_id', '=', 4).orderBy('id').execute(),
  drafts: await t.app.db.selectFrom('position_drafts').selectAll().orderBy('id').execute(),
  audit: (await t.app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
});

describe("a publisher outside their units", () => {
  const attempts: [string, EndpointName, () => Record<string, unknown>][] = [
    ['a new draft of unit 4', 'publish.saveDraft', () => ({ values: positionForm({ unitCode: 'U4' }) })],
    ["another's draft read", 'publish.draft', () => ({ draftId: outsideDraft })],
    ["another's draft saved", 'publish.saveDraft', () => ({ draftId: outsideDraft, revision: 0, values: positionForm() })],
    ["another's draft published", 'publish.publish', () => ({ draftId: outsideDraft, revision: 0 })],
    ["another's draft deleted", 'publish.deleteDraft', () => ({ draftId: outsideDraft })],
    ['a position of unit 4 read', 'publish.position', () => ({ positionId: outsidePosition })],
    ['a position of unit 4 saved', 'publish.savePosition', () => ({ positionId: outsidePosition, revision: 0, values: positionForm({ code: 'X-1' }) })],
    ['a position of unit 4 closed', 'publish.close', () => ({ positionId: outsidePosition })],
    ['a position of unit 4 reopened', 'publish.reopen', () => ({ positionId: outsidePosition })],
  ];
  it.each(attempts)('%s: FORBIDDEN, nothing written', async (_what, name, params) => {
    const before = await snapshot();
    const answer = await call(t.app, name, params(), wang.headers);
    expect([answer.status, answer.body.errorCode]).toEqual([403, 'FORBIDDEN']);
    expect(await snapshot()).toEqual(before);
  });

  it('moving an own position to unit 4: FORBIDDEN, the position stays', async () => {
    const own = (await t.app.db.selectFrom('positions').select('id').where('portal_id', '=', 1001).where('unit_id', '=', 2).executeTakeFirstOrThrow()).id;
    const read = await data<{ revision: number; values: Record<string, unknown> }>(t.app, 'publish.position', { positionId: own }, wang.headers);
    const answer = await call(t.app, 'publish.savePosition', { positionId: own, revision: read.revision, values: { ...read.values, unitCode: 'U4' } }, wang.headers);
    expect([answer.status, answer.body.errorCode]).toEqual([403, 'FORBIDDEN']);
    expect((await t.app.db.selectFrom('positions').select('unit_id').where('id', '=', own).executeTakeFirstOrThrow()).unit_id).toBe(2);
  });

  it("another portal's position is not found", async () => {
    const answer = await call(t.app, 'publish.position', { positionId: otherPortalPosition }, wang.headers);
    expect(answer.body.errorCode).toBe('NOT_FOUND');
  });

  it('lists and offers only their units', async () => {
    const scope = await data<{ units: { id: number }[] }>(t.app, 'publish.scope', {}, wang.headers);
    expect(scope.units.map((u) => u.id)).toEqual(PUBLISHERS.wang.units);
    for (const status of ['published', 'closed', 'draft']) {
      const listed = await data<{ list: unknown[] }>(t.app, 'publish.positions', { status, unitId: 4 }, wang.headers);
      expect(listed.list).toEqual([]);
    }
  });
});

describe('accounts without the publisher role', () => {
  it('a guest is asked to sign in; a candidate and a reviewer are refused', async () => {
    const candidate = await login(t.app, DEMO.zhang);
    const reviewer = await reviewerLogin(t.app, REVIEWERS.chen);
    expect((await call(t.app, 'publish.positions', {}, { 'qx-portal': '1001' })).status).toBe(401);
    for (const who of [candidate, reviewer]) {
      const answer = await call(t.app, 'publish.saveDraft', { values: positionForm() }, who.headers);
      expect([answer.status, answer.body.errorCode]).toEqual([403, 'FORBIDDEN']);
    }
  });
});

describe('rich text', () => {
  it('keeps no script or handler on its way to the public answer', async () => {
    const attack = '<p>职责</p><script>alert(document.cookie)</script><img src=x onerror="alert(1)"><a href="javascript:alert(2)">点我</a>';
    const { draftId } = await data<{ draftId: number }>(t.app, 'publish.saveDraft', { values: positionForm({ code: 'XSS-1', title: '富文本攻击岗位', duty: attack }) }, wang.headers);
    const { positionId } = await data<{ positionId: number }>(t.app, 'publish.publish', { draftId, revision: 0 }, wang.headers);
    const view = await data<Position>(t.app, 'careers.view', { recruitmentId: positionId }, { 'qx-portal': '1001' });
    expect(view.description).not.toMatch(/<|script|onerror|javascript:/i);
    expect(view.description).toContain('职责');
  });
});
