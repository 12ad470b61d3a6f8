// A publisher writes a position as a draft, publishes it now or at a time, edits it while applications stay,
// closes and reopens it; each step is in the lists and the audit log, and two editors never overwrite each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { Position } from '@/src/core/entities';
import { publishDue } from '@/server/publishing/scheduled-publishing';
import { call, data, NOW, startApp, type TestApp } from './helpers';
import type { Session } from './candidates';
import { PUBLISHERS, positionForm, publisherLogin } from './publishing-calls';

let t: TestApp;
let wang: Session;
beforeAll(async () => {
  t = await startApp();
  wang = await publisherLogin(t.app, PUBLISHERS.wang);
});
afterAll(() => t.close());

const portal = { 'qx-portal': '1001' };
const list = (status: string, keyword?: string) => data<Paged<{ id: number; title: string; status: string; publishAt: string | null }>>(t.app, 'publish.positions', { status, ...(keyword ? { keyword } : {}) }, wang.headers);
const search = (keyword: string) => data<Paged<Position>>(t.app, 'careers.search', { keyword, pageSize: 50 }, portal);
const audit = (entity: string, id: number) => t.app.db.selectFrom('audit_log').select(['actor', 'action', 'changes', 'address']).where('entity', '=', entity).where('entity_id', '=', id).orderBy('id').execute();
const saveDraft = (values: Record<string, unknown>, more: Record<string, unknown> = {}) => call<{ draftId: number; revision: number }>(t.app, 'publish.saveDraft', { values, ...more }, wang.headers);

describe('a draft', () => {
  it('needs only a title and a unit, is listed as a draft and never public', async () => {
    const saved = await saveDraft({ title: '草稿里的岗位', unitCode: 'U2' });
    expect(saved.body).toMatchObject({ success: true, data: { revision: 0 } });
    expect((await list('draft')).list.map((d) => [d.title, d.status])).toContainEqual(['草稿里的岗位', 'draft']);
    expect((await search('草稿里的岗位')).list).toEqual([]);
  });

  it("never takes a deleted draft's id, so a page left open on it cannot save into another", async () => {
    const first = (await saveDraft({ title: '删掉的草稿', unitCode: 'U2' })).body.data!.draftId;
    expect((await call(t.app, 'publish.deleteDraft', { draftId: first }, wang.headers)).body.success).toBe(true);
    const next = (await saveDraft({ title: '新的草稿', unitCode: 'U2' })).body.data!.draftId;
    expect(next).toBeGreaterThan(first);
    const stale = await call(t.app, 'publish.saveDraft', { draftId: first, revision: 0, values: { title: '旧页面', unitCode: 'U2' } }, wang.headers);
    expect(stale.body.success).toBe(false);
    expect((await list('draft', '新的草稿')).list).toHaveLength(1);
  });

  it('is refused without a unit, naming the field', async () => {
    const saved = await saveDraft({ title: '没有单位' });
    expect(saved.status).toBe(400);
    expect(saved.body.data).toMatchObject({ fields: [{ field: 'unitCode' }] });
  });

  it('publishes only when complete: every bad field named, nothing written', async () => {
    const { draftId } = (await saveDraft({ title: '不完整的岗位', unitCode: 'U2', salaryMin: 9000, salaryMax: 5000 })).body.data!;
    const refused = await call(t.app, 'publish.publish', { draftId, revision: 0 }, wang.headers);
    expect(refused.status).toBe(400);
    const fields = (refused.body.data as { fields: { field: string }[] }).fields.map((f) => f.field).sort();
    expect(fields).toEqual(['code', 'deadline', 'duty', 'headcount', 'recruitType', 'regionCode', 'requirement', 'salaryMin']);
    expect((await list('draft', '不完整的岗位')).list).toHaveLength(1);
  });
});

describe('publishing', () => {
  let positionId: number;
  it('publishes a complete draft: careers.search finds it, the draft is gone, the log says who', async () => {
    const { draftId } = (await saveDraft(positionForm())).body.data!;
    const published = await data<{ positionId: number; url: string }>(t.app, 'publish.publish', { draftId, revision: 0 }, wang.headers);
    positionId = published.positionId;
    expect(published.url).toBe(`/site/1/1001/portal/pc/default/pc/recruitmentview/${positionId}`);
    expect((await search('新能源项目储备工程师')).list.map((p) => [p.id, p.status, p.salaryMin, p.salaryMax, p.salaryUnit])).toEqual([[positionId, 'open', 8000, 12000, '元/月']]);
    expect((await list('published', '新能源项目储备工程师')).list.map((p) => p.id)).toEqual([positionId]);
    expect((await list('draft', '新能源项目储备工程师')).list).toEqual([]);
    const log = await audit('position', positionId);
    expect(log).toMatchObject([{ actor: '王磊 13900000021', action: 'publish', address: '127.0.0.1' }]);
    expect(JSON.parse(log[0].changes)).toContainEqual({ field: 'title', before: null, after: '新能源项目储备工程师' });
  });

  it('refuses a second position with the same code', async () => {
    const { draftId } = (await saveDraft(positionForm({ title: '编码重复的岗位' }))).body.data!;
    const refused = await call(t.app, 'publish.publish', { draftId, revision: 0 }, wang.headers);
    expect(refused.body.data).toEqual({ fields: [{ field: 'code', message: '职位编码 HR-2026-001 已被职位「新能源项目储备工程师」使用' }] });
  });

  it('edits it against the revision read; the second of two editors gets a conflict naming the first', async () => {
    const read = await data<{ revision: number; values: Record<string, unknown>; status: string }>(t.app, 'publish.position', { positionId }, wang.headers);
    expect(read).toMatchObject({ status: 'published', values: { code: 'HR-2026-001', unitCode: 'U2', headcount: 2, salaryMin: 8000 } });
    const first = await data<{ revision: number }>(t.app, 'publish.savePosition', { positionId, revision: read.revision, values: { ...read.values, headcount: 5 } }, wang.headers);
    expect(first.revision).toBe(read.revision + 1);
    const second = await call(t.app, 'publish.savePosition', { positionId, revision: read.revision, values: { ...read.values, title: '被覆盖的标题' } }, wang.headers);
    expect(second.body).toMatchObject({ success: false, errorCode: 'PUBLISH_CONFLICT' });
    expect(second.body.errorMessage).toContain('王磊 13900000021 已于 2026/11/20 12:00:00 修改了它');
    expect((await data<Position>(t.app, 'careers.view', { recruitmentId: positionId }, portal)).headcount).toBe(5);
    const update = (await audit('position', positionId)).find((e) => e.action === 'update')!;
    expect(JSON.parse(update.changes)).toEqual([{ field: 'headcount', before: 2, after: 5 }]);
  });

  it('closes and reopens it: the public page says closed, then open', async () => {
    await data(t.app, 'publish.close', { positionId }, wang.headers);
    expect((await data<Position>(t.app, 'careers.view', { recruitmentId: positionId }, portal)).status).toBe('closed');
    expect((await list('closed', '新能源项目储备工程师')).list.map((p) => p.id)).toEqual([positionId]);
    await data(t.app, 'publish.reopen', { positionId }, wang.headers);
    expect((await data<Position>(t.app, 'careers.view', { recruitmentId: positionId }, portal)).status).toBe('open');
    expect((await audit('position', positionId)).map((e) => e.action)).toEqual(['publish', 'update', 'close', 'reopen']);
  });

  it('keeps the applications of a seeded position it edits', async () => {
    const row = await t.app.db.selectFrom('deliveries as d').innerJoin('positions as p', 'p.id', 'd.position_id').select(['p.id']).where('p.unit_id', 'in', [1, 2, 3]).where('p.portal_id', '=', 1001).executeTakeFirstOrThrow();
    const count = async () => (await t.app.db.selectFrom('deliveries').select((eb) => eb.fn.countAll<number>().as('n')).where('position_id', '=', row.id).executeTakeFirstOrThrow()).n;
    const before = Number(await count());
    const read = await data<{ revision: number; values: Record<string, unknown> }>(t.app, 'publish.position', { positionId: row.id }, wang.headers);
    await data(t.app, 'publish.savePosition', { positionId: row.id, revision: read.revision, values: { ...read.values, deadline: '2027-01-31' } }, wang.headers);
    expect(Number(await count())).toBe(before);
    expect(before).toBeGreaterThan(0);
  });
});

describe('scheduled publishing', () => {
  it('is checked now, listed as scheduled, and goes out when its time comes', async () => {
    const { draftId } = (await saveDraft(positionForm({ code: 'HR-2026-002', title: '定时发布的岗位' }))).body.data!;
    const publishAt = new Date(NOW.getTime() + 3600_000).toISOString();
    expect(await data(t.app, 'publish.publish', { draftId, revision: 0, publishAt }, wang.headers)).toEqual({ scheduled: publishAt });
    expect((await list('scheduled', '定时发布的岗位')).list.map((d) => [d.id, d.publishAt])).toEqual([[draftId, publishAt]]);
    expect(await publishDue(t.app.db, t.app.schemaStore, NOW)).toBe(0);
    expect(await publishDue(t.app.db, t.app.schemaStore, new Date(NOW.getTime() + 3601_000))).toBe(1);
    const listed = (await search('定时发布的岗位')).list;
    expect(listed).toHaveLength(1);
    expect((await audit('position', listed[0].id))[0]).toMatchObject({ action: 'publish', actor: '王磊 13900000021（定时发布）', address: 'scheduler' });
  });
});

describe('the audit log', () => {
  it('refuses to change or remove its rows, on the database itself', async () => {
    await expect(t.app.db.updateTable('audit_log').set({ actor: 'someone else' }).execute()).rejects.toThrow(/never/);
    await expect(t.app.db.deleteFrom('audit_log').execute()).rejects.toThrow(/never/);
  });
});

describe('the preview', () => {
  it('answers the draft as careers.view will, before it has a code, and leaves nothing behind', async () => {
    const { draftId } = (await saveDraft(positionForm({ code: undefined, title: '预览中的岗位' }))).body.data!;
    const positions = async () => (await t.app.db.selectFrom('positions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await positions();
    const preview = await data<Position>(t.app, 'publish.preview', { draftId }, wang.headers);
    expect(preview).toMatchObject({ title: '预览中的岗位', status: 'open', headcount: 2, salaryMin: 8000, regionName: '江苏省南京市', description: '参与新能源项目建设\n编写技术文档' });
    expect(preview.unit?.id).toBe(2);
    expect(await positions()).toBe(before);
    expect((await search('预览中的岗位')).list).toEqual([]);
  });
});
