// The integration API (server/integration/): an HR system with a key made by `npm run portal -- api-key create`
// publishes positions and notices by its own codes; they appear in the portal's lists, read back as sent, are
// written once however often they are sent, refused with every bad field named, and closed or removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { Notice, Position } from '@/src/core/entities';
import { readCatalogueVersion } from '@/server/http/public-cache';
import { call, data, startApp, type TestApp } from './helpers';
import { api, makeKey, noticeBody, positionBody, type PositionRead } from './integration-calls';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await startApp();
  key = (await makeKey(t.app, 1001, 'HR feed')).key;
});
afterAll(() => t.close());

const search = (keyword: string) => data<Paged<Position>>(t.app, 'careers.search', { keyword, pageSize: 50 }, { 'qx-portal': '1001' });
const rowsOf = async (table: 'positions' | 'notices', code: string) =>
  t.app.db.selectFrom(table).select(['id', 'updated_at']).where('portal_id', '=', 1001).where('code', '=', code).execute();

describe('api-key create', () => {
  it('prints the new key as its last line, once', async () => {
    const made = await makeKey(t.app, 1001);
    expect(made.key).toMatch(/^pik_\d+\.[A-Za-z0-9_-]{43}$/);
    expect(made.printed).toMatch(/^API key \d+ "integration" for portal 1001/);
    expect(made.printed.split('\n').filter((line) => line.includes(made.key))).toHaveLength(1);
  });
});

describe('positions', () => {
  it('PUT publishes the position: careers.search lists it, GET reads it back with the defaults', async () => {
    const put = await api<{ id: number; url: string }>(t.app, 'PUT', 'positions/HR-1001', key, positionBody());
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ success: true, errorCode: '', errorMessage: '' });
    const { id, url } = put.body.data!;
    expect(url).toBe(`/site/1/1001/portal/pc/default/pc/recruitmentview/${id}`);
    const listed = (await search('人事系统对接工程师')).list;
    expect(listed.map((p) => [p.id, p.status, p.unitName])).toEqual([[id, 'open', '中科启明信息技术有限公司']]);
    const read = await api<PositionRead>(t.app, 'GET', 'positions/HR-1001', key);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({
      ...positionBody(),
      id,
      url,
      status: 'open',
      duty: '负责与人事系统的接口对接\n维护职位数据同步\n排查 数据问题',
      requirement: '本科及以上学历；\n熟悉 HTTP 接口',
      categoryId: 1,
      education: '99',
      salaryMin: null,
      salaryMax: null,
      salaryUnit: null,
      tags: [],
      publishDate: '2026-11-20',
      resumeTemplate: 'social',
    });
    const view = await data<Position>(t.app, 'careers.view', { recruitmentId: id }, { 'qx-portal': '1001' });
    expect(view.description).toBe('负责与人事系统的接口对接\n维护职位数据同步\n排查 数据问题');
  });

  it('takes the optional fields, salary unit by its code', async () => {
    const body = positionBody({ categoryId: 101, education: '20', salaryMin: 15000, salaryMax: 25000, salaryUnit: '1', tags: ['双休'], publishDate: '2026-11-18', resumeTemplate: 'campus' });
    expect((await api(t.app, 'PUT', 'positions/HR-1002', key, body)).status).toBe(200);
    const read = await api<PositionRead>(t.app, 'GET', 'positions/HR-1002', key);
    expect(read.body.data).toMatchObject({ categoryId: 101, education: '20', salaryMin: 15000, salaryMax: 25000, salaryUnit: '1', tags: ['双休'], publishDate: '2026-11-18', resumeTemplate: 'campus' });
    const listed = (await search('人事系统对接工程师')).list.find((p) => p.id === read.body.data!.id);
    expect(listed).toMatchObject({ salaryUnit: '元/月', educationName: '大学本科', categoryName: '软件开发' });
  });

  it('the same PUT twice keeps one row and bumps the catalogue version once; a change bumps it again', async () => {
    const before = await readCatalogueVersion(t.app.db);
    const first = await api<{ id: number }>(t.app, 'PUT', 'positions/HR-TWICE', key, positionBody({ title: '重复推送岗位' }));
    const afterFirst = await readCatalogueVersion(t.app.db);
    expect(afterFirst).toBeGreaterThan(before);
    const stamped = await rowsOf('positions', 'HR-TWICE');
    const second = await api<{ id: number }>(t.app, 'PUT', 'positions/HR-TWICE', key, positionBody({ title: '重复推送岗位' }));
    expect(second.status).toBe(200);
    expect(second.body.data!.id).toBe(first.body.data!.id);
    expect(await readCatalogueVersion(t.app.db)).toBe(afterFirst);
    expect(await rowsOf('positions', 'HR-TWICE')).toEqual(stamped);
    expect(stamped).toHaveLength(1);
    const changed = await api<{ id: number }>(t.app, 'PUT', 'positions/HR-TWICE', key, positionBody({ title: '重复推送岗位', headcount: 4 }));
    expect(changed.body.data!.id).toBe(first.body.data!.id);
    expect(await readCatalogueVersion(t.app.db)).toBeGreaterThan(afterFirst);
    expect((await api<PositionRead>(t.app, 'GET', 'positions/HR-TWICE', key)).body.data!.headcount).toBe(4);
  });

  it('a bad body answers 400 naming every bad field, and writes nothing', async () => {
    const before = { version: await readCatalogueVersion(t.app.db), rows: await rowsOf('positions', 'HR-BAD') };
    const bad = positionBody({ title: '岗'.repeat(101), unitCode: 'NO-SUCH-UNIT', recruitType: 'pirates', regionCode: '999999', headcount: 0, deadline: '2026-02-30', salaryMin: 9000, salaryMax: 5000, requirement: undefined, colour: 'red' });
    const answer = await api<{ fields: { field: string; message: string }[] }>(t.app, 'PUT', 'positions/HR-BAD', key, bad);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'BAD_REQUEST', showType: 2 });
    const fields = ['title', 'unitCode', 'recruitType', 'regionCode', 'headcount', 'deadline', 'salaryMin', 'requirement', 'colour'];
    expect(answer.body.data!.fields.map((f) => f.field).sort()).toEqual([...fields].sort());
    for (const field of fields) expect(answer.body.errorMessage).toContain(field);
    expect(answer.body.messages).toHaveLength(fields.length);
    expect(await rowsOf('positions', 'HR-BAD')).toEqual(before.rows);
    expect(await readCatalogueVersion(t.app.db)).toBe(before.version);

    const early = await api<{ fields: { field: string }[] }>(t.app, 'PUT', 'positions/HR-BAD', key, positionBody({ publishDate: '2026-12-10', deadline: '2026-12-01', headcount: 1.5 }));
    expect(early.status).toBe(400);
    expect(early.body.data!.fields.map((f) => f.field).sort()).toEqual(['deadline', 'headcount']);
    expect((await api(t.app, 'PUT', 'positions/HR-BAD', key, positionBody({ duty: '<script>alert(1)</script>' }))).body.errorMessage).toContain('duty');
    expect((await api(t.app, 'PUT', 'positions/HR-BAD', key, [1, 2])).status).toBe(400);
    expect((await api(t.app, 'PUT', 'positions/bad%20code', key, positionBody())).status).toBe(400);
    expect(await rowsOf('positions', 'HR-BAD')).toEqual([]);
  });

  it('DELETE closes it: GET still reads it, the list shows it closed; a PUT opens it again', async () => {
    const { id } = (await api<{ id: number }>(t.app, 'PUT', 'positions/HR-CLOSE', key, positionBody({ title: '即将关闭的岗位' }))).body.data!;
    const closed = await api(t.app, 'DELETE', 'positions/HR-CLOSE', key);
    expect(closed.status).toBe(200);
    expect(closed.body.data).toEqual({ id, url: `/site/1/1001/portal/pc/default/pc/recruitmentview/${id}`, status: 'closed' });
    expect((await api<PositionRead>(t.app, 'GET', 'positions/HR-CLOSE', key)).body.data).toMatchObject({ id, status: 'closed', title: '即将关闭的岗位' });
    expect((await search('即将关闭的岗位')).list.map((p) => [p.id, p.status])).toEqual([[id, 'closed']]);
    expect((await api(t.app, 'DELETE', 'positions/HR-CLOSE', key)).status).toBe(200);
    await api(t.app, 'PUT', 'positions/HR-CLOSE', key, positionBody({ title: '即将关闭的岗位' }));
    expect((await search('即将关闭的岗位')).list.map((p) => [p.id, p.status])).toEqual([[id, 'open']]);
    const unknown = await api(t.app, 'DELETE', 'positions/NO-SUCH', key);
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'NOT_FOUND']);
  });

  it('reaches the seeded positions by the codes the migration gave them', async () => {
    const read = await api<PositionRead>(t.app, 'GET', 'positions/P1', key);
    expect(read.body.data).toMatchObject({ id: 1, title: 'Java开发工程师', unitCode: 'U4', salaryUnit: '1' });
  });
});

describe('notices', () => {
  it('PUT publishes, notice.search and notice.view show it, GET reads it back, the same PUT writes nothing', async () => {
    const put = await api<{ id: number; url: string }>(t.app, 'PUT', 'notices/HR-N1', key, noticeBody());
    expect(put.status).toBe(200);
    const { id, url } = put.body.data!;
    expect(url).toBe(`/site/1/1001/portal/pc/default/pc/notice/${id}`);
    const listed = await data<Paged<Notice>>(t.app, 'notice.search', { keyword: '人事系统同步测试' }, { 'qx-portal': '1001' });
    expect(listed.list.map((n) => [n.id, n.category, n.publishDate])).toEqual([[id, '招聘公告', '2026-11-20']]);
    expect((await data<Notice>(t.app, 'notice.view', { id }, { 'qx-portal': '1001' })).bodyHtml).toBe('<p>本公告由人事系统发布。</p>');
    expect((await api(t.app, 'GET', 'notices/HR-N1', key)).body.data).toEqual({ ...noticeBody(), id, url, publishDate: '2026-11-20' });
    const stamped = await rowsOf('notices', 'HR-N1');
    expect((await api<{ id: number }>(t.app, 'PUT', 'notices/HR-N1', key, noticeBody())).body.data!.id).toBe(id);
    expect(await rowsOf('notices', 'HR-N1')).toEqual(stamped);
  });

  it('a bad body answers 400 naming every bad field', async () => {
    const answer = await api<{ fields: { field: string }[] }>(t.app, 'PUT', 'notices/HR-N2', key, { title: '', category: 'gossip', publishDate: '2026-13-01', summary: 'x'.repeat(501) });
    expect(answer.status).toBe(400);
    expect(answer.body.data!.fields.map((f) => f.field).sort()).toEqual(['bodyHtml', 'category', 'publishDate', 'summary', 'title']);
    expect(await rowsOf('notices', 'HR-N2')).toEqual([]);
  });

  it('DELETE removes it from the portal', async () => {
    const { id } = (await api<{ id: number }>(t.app, 'PUT', 'notices/HR-N3', key, noticeBody({ title: '即将撤下的公告' }))).body.data!;
    expect((await api(t.app, 'DELETE', 'notices/HR-N3', key)).body.data).toEqual({ id });
    const read = await api(t.app, 'GET', 'notices/HR-N3', key);
    expect([read.status, read.body.errorCode]).toEqual([404, 'NOT_FOUND']);
    expect((await call(t.app, 'notice.view', { id }, { 'qx-portal': '1001' })).body.errorCode).toBe('NOT_FOUND');
  });
});

describe('units', () => {
  it("lists the key's portal's units with their codes and parents", async () => {
    const answer = await api<{ code: string; name: string; parentCode: string | null }[]>(t.app, 'GET', 'units', key);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(7);
    expect(answer.body.data).toContainEqual({ code: 'U1', name: '华夏能源集团有限公司', parentCode: null });
    expect(answer.body.data).toContainEqual({ code: 'U2', name: '华夏能源江苏发电有限公司', parentCode: 'U1' });
  });
});

describe('OpenAPI', () => {
  it('documents every integration call under the tag integration, signed with a key', async () => {
    type Operation = { tags: string[]; operationId: string; security: unknown[] };
    const doc = (await t.app.inject({ method: 'GET', url: '/pt/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const operations = [
      ['/pt/integration/v1/units', 'get'],
      ...['put', 'get', 'delete'].flatMap((m) => [['/pt/integration/v1/positions/{code}', m], ['/pt/integration/v1/notices/{code}', m]]),
    ];
    for (const [path, method] of operations) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toMatchObject({ tags: ['integration'], security: [{ integrationKey: [] }] });
    }
    expect(JSON.stringify(doc.paths['/pt/integration/v1/positions/{code}'].put)).toContain('unitCode');
  });
});
