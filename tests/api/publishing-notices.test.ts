// A publisher writes a notice as a draft, previews it, publishes it now or at a time, edits it against its revision
// and withdraws it; candidates find it in the notice list, page and search only while it is published; the portal's
// own notices (no unit) are an admin's; each step is in the audit log.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { Notice } from '@/src/core/entities';
import { readCatalogueVersion } from '@/server/http/public-cache';
import { publishDue } from '@/server/publishing/scheduled-publishing';
import { call, data, NOW, startApp, type TestApp } from './helpers';
import type { Session } from './candidates';
import { api, makeKey, noticeBody } from './integration-calls';
import { reviewerLogin } from './review-helpers';
import { noticeForm, PUBLISHERS, publisherLogin } from './publishing-calls';

let t: TestApp;
let wang: Session;
/** 李娜, admin of portal 1001, given the publisher role too */
let li: Session;
beforeAll(async () => {
  t = await startApp();
  wang = await publisherLogin(t.app, PUBLISHERS.wang);
  const admin = await t.app.db.selectFrom('users').select('id').where('mobile', '=', '13900000031').where('domain', '=', 'censor').executeTakeFirstOrThrow();
  await t.app.db.insertInto('censor_roles').values({ user_id: admin.id, role: 'publisher' }).execute();
  li = await reviewerLogin(t.app, { portalId: 1001, mobile: '13900000031' });
});
afterAll(() => t.close());

const portal = { 'qx-portal': '1001' };
type Item = { id: number; title: string; status: string; unitName: string | null; publishAt: string | null };
const list = (status: string, keyword: string, who = wang) => data<Paged<Item>>(t.app, 'publish.notices', { status, keyword }, who.headers);
const search = async (keyword: string) => (await data<Paged<Notice>>(t.app, 'notice.search', { keyword, pageSize: 50 }, portal)).list.map((n) => n.title);
const view = (id: number) => call<Notice>(t.app, 'notice.view', { id }, portal);
const audit = (entity: string, id: number) => t.app.db.selectFrom('audit_log').select(['actor', 'action', 'changes']).where('entity', '=', entity).where('entity_id', '=', id).orderBy('id').execute();
const saveDraft = (values: Record<string, unknown>, who = wang, more: Record<string, unknown> = {}) => call<{ draftId: number; revision: number }>(t.app, 'publish.saveNoticeDraft', { values, ...more }, who.headers);
const publishNow = async (values: Record<string, unknown>, who = wang) => {
  const { draftId } = (await saveDraft(values, who)).body.data!;
  return data<{ noticeId: number; url: string }>(t.app, 'publish.publishNotice', { draftId, revision: 0 }, who.headers);
};
const noticeCount = async () => Number((await t.app.db.selectFrom('notices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('a notice draft', () => {
  it('needs only a title and a unit, keeps a sanitised body, and is never public', async () => {
    const saved = await saveDraft(noticeForm({ title: '草稿中的公告', bodyHtml: '<p onclick="x()">正文</p><script>alert(1)</script><a href="javascript:alert(2)">链接</a>' }));
    expect(saved.body).toMatchObject({ success: true, data: { revision: 0 } });
    const read = await data<{ values: { bodyHtml: string } }>(t.app, 'publish.noticeDraft', { draftId: saved.body.data!.draftId }, wang.headers);
    expect(read.values.bodyHtml).toBe('<p>正文</p><a>链接</a>');
    expect((await list('draft', '草稿中的公告')).list.map((d) => [d.title, d.status, d.unitName])).toEqual([['草稿中的公告', 'draft', '华夏能源江苏发电有限公司']]);
    expect(await search('草稿中的公告')).toEqual([]);
  });

  it('names every bad field (HTTP 400) and writes nothing', async () => {
    const before = await t.app.db.selectFrom('notice_drafts').select('id').execute();
    const refused = await saveDraft({ title: ' ', category: '招聘!', summary: 'x'.repeat(501), colour: 'red' });
    expect(refused.status).toBe(400);
    expect((refused.body.data as unknown as { fields: { field: string }[] }).fields.map((f) => f.field).sort()).toEqual(['category', 'colour', 'summary', 'title', 'unitCode']);
    expect(await t.app.db.selectFrom('notice_drafts').select('id').execute()).toEqual(before);
  });

  it('is refused without a unit for a publisher who is not an admin', async () => {
    const refused = await saveDraft({ title: '没有单位的公告' });
    expect([refused.status, refused.body.data]).toEqual([400, { fields: [{ field: 'unitCode', message: '请选择发布单位' }] }]);
  });

  it('publishes only when complete: every bad field named, the draft stays', async () => {
    const { draftId } = (await saveDraft({ title: '不完整的公告', unitCode: 'U2', bodyHtml: '<p> </p>', publishDate: '2026-02-30' })).body.data!;
    const refused = await call(t.app, 'publish.publishNotice', { draftId, revision: 0 }, wang.headers);
    expect(refused.status).toBe(400);
    expect((refused.body.data as { fields: { field: string }[] }).fields.map((f) => f.field).sort()).toEqual(['bodyHtml', 'category', 'publishDate']);
    expect((await list('draft', '不完整的公告')).list).toHaveLength(1);
  });
});

describe('publishing a notice', () => {
  let noticeId: number;
  it('shows it to candidates in the list, its page and the search; the catalogue version moves; the log says who', async () => {
    const version = await readCatalogueVersion(t.app.db);
    const published = await publishNow(noticeForm());
    noticeId = published.noticeId;
    expect(published.url).toBe(`/site/1/1001/portal/pc/default/pc/notice/${noticeId}`);
    expect(await readCatalogueVersion(t.app.db)).toBeGreaterThan(version);
    expect((await view(noticeId)).body.data).toMatchObject({ title: '华夏能源集团2027年校园招聘公告', category: '招聘公告', publishDate: '2026-11-20', source: '华夏能源集团人力资源部' });
    expect((await data<Paged<Notice>>(t.app, 'notice.search', { pageSize: 1 }, portal)).list[0].id).toBe(noticeId);
    expect(await search('2027年校园招聘')).toContain('华夏能源集团2027年校园招聘公告');
    expect((await list('published', '2027年校园招聘')).list.map((n) => n.id)).toEqual([noticeId]);
    expect(await audit('notice', noticeId)).toMatchObject([{ actor: '王磊 13900000021', action: 'publish' }]);
  });

  it('edits it against the revision read; the second of two editors gets a conflict naming the first', async () => {
    const read = await data<{ revision: number; values: Record<string, unknown> }>(t.app, 'publish.notice', { noticeId }, wang.headers);
    expect(read.values).toMatchObject({ unitCode: 'U2', category: 'recruitment', publishDate: '2026-11-20' });
    await data(t.app, 'publish.saveNotice', { noticeId, revision: read.revision, values: { ...read.values, summary: '报名延长至12月' } }, wang.headers);
    const second = await call(t.app, 'publish.saveNotice', { noticeId, revision: read.revision, values: { ...read.values, title: '被覆盖的标题' } }, wang.headers);
    expect(second.body).toMatchObject({ success: false, errorCode: 'PUBLISH_CONFLICT' });
    expect(second.body.errorMessage).toContain('王磊 13900000021 已于 2026/11/20 12:00:00 修改了它');
    expect((await view(noticeId)).body.data).toMatchObject({ title: '华夏能源集团2027年校园招聘公告', summary: '报名延长至12月' });
    const update = (await audit('notice', noticeId)).find((e) => e.action === 'update')!;
    expect(JSON.parse(update.changes)).toEqual([{ field: 'summary', before: '面向2027届毕业生', after: '报名延长至12月' }]);
  });

  it('refuses a bad edit naming every field, and changes nothing', async () => {
    const read = await data<{ revision: number; values: Record<string, unknown> }>(t.app, 'publish.notice', { noticeId }, wang.headers);
    const refused = await call(t.app, 'publish.saveNotice', { noticeId, revision: read.revision, values: { ...read.values, category: 'nope', bodyHtml: '<p></p>' } }, wang.headers);
    expect((refused.body.data as { fields: { field: string }[] }).fields.map((f) => f.field).sort()).toEqual(['bodyHtml', 'category']);
    expect((await data<{ revision: number }>(t.app, 'publish.notice', { noticeId }, wang.headers)).revision).toBe(read.revision);
  });

  it('withdraws it: gone from the list, page and search, back among the drafts, and published again under a new id', async () => {
    const version = await readCatalogueVersion(t.app.db);
    const { draftId } = await data<{ draftId: number }>(t.app, 'publish.withdrawNotice', { noticeId }, wang.headers);
    expect(await readCatalogueVersion(t.app.db)).toBeGreaterThan(version);
    expect((await view(noticeId)).body.errorCode).toBe('NOT_FOUND');
    expect(await search('2027年校园招聘')).toEqual([]);
    expect((await list('draft', '2027年校园招聘')).list.map((d) => d.id)).toEqual([draftId]);
    expect((await audit('notice', noticeId)).map((e) => e.action)).toEqual(['publish', 'update', 'withdraw']);
    const again = await data<{ noticeId: number }>(t.app, 'publish.publishNotice', { draftId, revision: 0 }, wang.headers);
    expect((await view(again.noticeId)).body.data).toMatchObject({ summary: '报名延长至12月' });
  });
});

describe('scheduled notices', () => {
  it('are checked now, listed as scheduled, and go out when their time comes dated that day', async () => {
    const { draftId } = (await saveDraft(noticeForm({ title: '定时发布的公告' }))).body.data!;
    const publishAt = new Date(NOW.getTime() + 86_400_000).toISOString();
    expect(await data(t.app, 'publish.publishNotice', { draftId, revision: 0, publishAt }, wang.headers)).toEqual({ scheduled: publishAt });
    expect((await list('scheduled', '定时发布的公告')).list.map((d) => [d.id, d.publishAt])).toEqual([[draftId, publishAt]]);
    expect(await publishDue(t.app.db, t.app.schemaStore, NOW)).toBe(0);
    expect(await search('定时发布的公告')).toEqual([]);
    expect(await publishDue(t.app.db, t.app.schemaStore, new Date(NOW.getTime() + 86_401_000))).toBe(1);
    const listed = (await data<Paged<Notice>>(t.app, 'notice.search', { keyword: '定时发布的公告' }, portal)).list;
    expect(listed.map((n) => n.publishDate)).toEqual(['2026-11-21']);
    expect((await audit('notice', listed[0].id))[0]).toMatchObject({ action: 'publish', actor: '王磊 13900000021（定时发布）' });
  });
});

describe('the preview', () => {
  it('answers the draft as notice.view will, and leaves nothing behind', async () => {
    const { draftId } = (await saveDraft(noticeForm({ title: '预览中的公告' }))).body.data!;
    const before = await noticeCount();
    const preview = await data<Notice>(t.app, 'publish.previewNotice', { draftId }, wang.headers);
    expect(preview).toMatchObject({ title: '预览中的公告', category: '招聘公告', bodyHtml: '<p>一、招聘对象</p><ul><li>2027届毕业生</li></ul>' });
    expect(await noticeCount()).toBe(before);
  });
});

describe("the portal's own notices (no unit)", () => {
  let seeded: number;
  beforeAll(async () => {
    seeded = Number((await t.app.db.selectFrom('notices').select('id').where('portal_id', '=', 1001).where('unit_id', 'is', null).orderBy('id').executeTakeFirstOrThrow()).id);
  });

  it('are not a unit publisher\'s: neither listed nor editable', async () => {
    expect((await data<Paged<Item>>(t.app, 'publish.notices', { status: 'published', pageSize: 50 }, wang.headers)).list.map((n) => n.id)).not.toContain(seeded);
    expect((await call(t.app, 'publish.notice', { noticeId: seeded }, wang.headers)).body.errorCode).toBe('FORBIDDEN');
  });

  it('are an admin-publisher\'s: listed, edited and published without a unit', async () => {
    expect((await data<Paged<Item>>(t.app, 'publish.notices', { status: 'published', pageSize: 50 }, li.headers)).list.map((n) => n.id)).toContain(seeded);
    const read = await data<{ revision: number; values: Record<string, unknown> }>(t.app, 'publish.notice', { noticeId: seeded }, li.headers);
    expect(read.values.unitCode).toBeUndefined();
    await data(t.app, 'publish.saveNotice', { noticeId: seeded, revision: read.revision, values: { ...read.values, source: '门户管理员' } }, li.headers);
    expect((await view(seeded)).body.data?.source).toBe('门户管理员');
    const own = await publishNow(noticeForm({ title: '门户自己的公告', unitCode: undefined }), li);
    const row = await t.app.db.selectFrom('notices').select(['unit_id']).where('id', '=', own.noticeId).executeTakeFirstOrThrow();
    expect(row.unit_id).toBeNull();
  });

  it("are changed by their feed as a revision: an editor who read one before is told, not overwritten", async () => {
    const { key } = await makeKey(t.app, 1001);
    const put = await api<{ id: number }>(t.app, 'PUT', 'notices/FEED-N1', key, noticeBody({ title: '来自人事系统的公告' }));
    const noticeId = put.body.data!.id;
    const read = await data<{ revision: number; values: Record<string, unknown> }>(t.app, 'publish.notice', { noticeId }, li.headers);
    await api(t.app, 'PUT', 'notices/FEED-N1', key, noticeBody({ title: '人事系统改过的公告' }));
    const late = await call(t.app, 'publish.saveNotice', { noticeId, revision: read.revision, values: { ...read.values, source: '门户管理员' } }, li.headers);
    expect(late.body.errorCode).toBe('PUBLISH_CONFLICT');
    expect((await view(noticeId)).body.data?.title).toBe('人事系统改过的公告');
  });
});

describe('the audit log', () => {
  it('is filtered by the notice entities', async () => {
    const admin = await reviewerLogin(t.app, { portalId: 1001, mobile: '13900000031' });
    const entries = await data<Paged<{ entity: string }>>(t.app, 'admin.audit', { entity: 'notice-draft' }, admin.headers);
    expect(entries.list.length).toBeGreaterThan(0);
    expect(new Set(entries.list.map((e) => e.entity))).toEqual(new Set(['notice-draft']));
    expect(Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'notice'`.execute(t.app.db)).rows[0].n)).toBeGreaterThan(0);
  });
});
