// The import as a publisher uses it in the workspace: the template downloaded, filled and checked (every bad row
// named, nothing written), imported whole (again: nothing changes), each written position in the audit log; a file
// over the limit is refused while it arrives. The file guards themselves: tests/security/import-files.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Position } from '@/src/core/entities';
import { data, startApp, type TestApp } from './helpers';
import { multipart, type Session } from './candidates';
import { fillTemplate, zhRow } from './import-sheets';
import { PUBLISHERS, publisherLogin } from './publishing-calls';

let t: TestApp;
let wang: Session;
let template: Buffer;
beforeAll(async () => {
  t = await startApp();
  wang = await publisherLogin(t.app, PUBLISHERS.wang);
  const res = await t.app.inject({ method: 'GET', url: '/pt/censor/rest/publish/import/template', headers: wang.headers });
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  template = res.rawPayload;
});
afterAll(() => t.close());

const send = async (path: 'check' | 'write', bytes: Buffer) => {
  const body = multipart(bytes, 'positions.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const res = await t.app.inject({ method: 'POST', url: `/pt/censor/rest/publish/import/${path}`, headers: { ...wang.headers, ...body.headers }, payload: body.payload });
  return { status: res.statusCode, body: res.json() as { success: boolean; errorCode: string; errorMessage: string; data: Record<string, unknown> } };
};
// 王磊 publishes for unit 1 and the units below it (2, 3): the template's example unit U4 lies outside
const rows = [zhRow('IMP-1', { 单位编码: 'U2', 职位名称: '表格导入的岗位甲' }), zhRow('IMP-2', { 单位编码: 'U3', 职位名称: '表格导入的岗位乙' })];

describe('importing positions', () => {
  it('checks a file: each bad row named by row and column, nothing written', async () => {
    const bad = await fillTemplate(template, [...rows, zhRow('IMP-3'), zhRow('IMP-4', { 单位编码: 'U2', 地区编码: 999999 })]);
    const checked = await send('check', bad);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ rows: 4, errors: [{ row: 4, column: '单位编码' }, { row: 5, column: '地区编码' }] });
    const refused = await send('write', bad);
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'IMPORT_INVALID']);
    expect(await t.app.db.selectFrom('positions').select('id').where('code', 'like', 'IMP-%').execute()).toEqual([]);
  });

  it('imports a good file whole, and the same file again changes nothing', async () => {
    const good = await fillTemplate(template, rows);
    const first = await send('write', good);
    expect(first.body.data).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    const ids = first.body.data.ids as number[];
    const view = await data<Position>(t.app, 'careers.view', { recruitmentId: ids[0] }, { 'qx-portal': '1001' });
    expect([view.title, view.unitId, view.status]).toEqual(['表格导入的岗位甲', 2, 'open']);
    expect((await send('write', good)).body.data).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const log = await t.app.db.selectFrom('audit_log').select(['action', 'actor', 'changes']).where('entity', '=', 'position').where('entity_id', 'in', ids).orderBy('id').execute();
    expect(log.map((e) => [e.action, e.actor])).toEqual([
      ['import-create', '王磊 13900000021'],
      ['import-create', '王磊 13900000021'],
    ]);
    expect(JSON.parse(log[0].changes)).toEqual([{ field: 'import', before: null, after: 'positions.xlsx 第 2 行' }]);
  });

  it('refuses a file over 5 MB as it arrives', async () => {
    const answer = await send('check', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect([answer.status, answer.body.errorCode]).toEqual([400, 'IMPORT_FILE_TOO_LARGE']);
  });
});
