// The integration API's keys: no call is answered without a live key, a key reaches its own portal's rows only
// (codes are per portal: the same code in two portals is two positions), rich text keeps no markup, and the
// database holds only a hash of each key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Position } from '@/src/core/entities';
import { runPortalCommand } from '@/scripts/portal';
import { SCHEMAS_DIR, data, startApp, type TestApp } from '../api/helpers';
import { api, makeKey, noticeBody, positionBody, revokeKey, type PositionRead } from '../api/integration-calls';

let t: TestApp;
let keyA: string;
let keyB: string;
beforeAll(async () => {
  t = await startApp();
  keyA = (await makeKey(t.app, 1001, 'HR of portal 1001')).key;
  keyB = (await makeKey(t.app, 1002, 'HR of portal 1002')).key;
});
afterAll(() => t.close());

/** One call of each route, as a caller without a valid key would try it. */
const everyRoute = (key: string | null) => [
  api(t.app, 'GET', 'units', key),
  api(t.app, 'PUT', 'positions/P1', key, positionBody()),
  api(t.app, 'GET', 'positions/P1', key),
  api(t.app, 'DELETE', 'positions/P1', key),
  api(t.app, 'PUT', 'notices/N1', key, noticeBody()),
  api(t.app, 'GET', 'notices/N1', key),
  api(t.app, 'DELETE', 'notices/N1', key),
];

async function expectRefused(key: string | null, headers: Record<string, string> = {}) {
  const answers = await Promise.all(key === null && headers.authorization ? [api(t.app, 'GET', 'units', null, undefined, headers)] : everyRoute(key));
  for (const answer of answers) {
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, data: null, errorCode: 'UNAUTHORIZED', showType: 0 });
    expect(answer.headers['cache-control']).toBe('no-store');
  }
}

describe('the key', () => {
  it('is required: missing, malformed, wrong or of an unknown id answers 401 and changes nothing', async () => {
    const before = await t.app.db.selectFrom('positions').select(['id', 'title', 'status', 'updated_at']).where('id', '=', 1).executeTakeFirstOrThrow();
    await expectRefused(null);
    await expectRefused('not-a-key');
    const [prefix, secret] = keyA.split('.');
    await expectRefused(`${prefix}.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`);
    await expectRefused(`pik_999999.${secret}`);
    await expectRefused(`pik_99999999999.${secret}`);
    await expectRefused(null, { authorization: `Basic ${keyA}` });
    await expectRefused(null, { authorization: keyA });
    expect(await t.app.db.selectFrom('positions').select(['id', 'title', 'status', 'updated_at']).where('id', '=', 1).executeTakeFirstOrThrow()).toEqual(before);
    expect((await api(t.app, 'GET', 'positions/P1', null, undefined, { 'qx-portal': '1001' })).status).toBe(401);
  });

  it('stops working when revoked', async () => {
    const made = await makeKey(t.app, 1001, 'to revoke');
    expect((await api(t.app, 'GET', 'units', made.key)).status).toBe(200);
    expect(await revokeKey(t.app, made.id)).toMatch(/is revoked/);
    await expectRefused(made.key);
    const listing = await runPortalCommand(t.app.db, SCHEMAS_DIR, ['api-key', 'list', '1001']);
    expect(listing).toMatch(new RegExp(`^${made.id}\\s+\\S+\\s+\\d{4}-\\S+\\s+to revoke$`, 'm'));
  });

  it('is stored only as a hash: neither the key nor its secret is in the table or the listing', async () => {
    const made = await makeKey(t.app, 1002, 'hashed');
    const secret = made.key.split('.')[1];
    const rows = await t.app.db.selectFrom('integration_keys').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(made.key);
    expect(rows.find((r) => Number(r.id) === made.id)?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await runPortalCommand(t.app.db, SCHEMAS_DIR, ['api-key', 'list', '1002'])).not.toContain(secret);
  });
});

describe('one portal per key', () => {
  it("portal A's key neither reads nor writes portal B's positions", async () => {
    // the army portal's (1002) first seeded position, by the code the seed gave it
    const armyCode = (await t.app.db.selectFrom('positions').select('code').where('portal_id', '=', 1002).orderBy('id').executeTakeFirstOrThrow()).code!;
    expect((await api(t.app, 'GET', `positions/${armyCode}`, keyA)).status).toBe(404);
    expect((await api(t.app, 'DELETE', `positions/${armyCode}`, keyA)).status).toBe(404);
    expect((await api<PositionRead>(t.app, 'GET', `positions/${armyCode}`, keyB)).body.data!.status).toBe('open');
    // a unit of portal 1002 is no unit for portal 1001's key
    const refused = await api<{ fields: { field: string }[] }>(t.app, 'PUT', 'positions/HR-X', keyA, positionBody({ unitCode: 'U8' }));
    expect([refused.status, refused.body.data!.fields.map((f) => f.field)]).toEqual([400, ['unitCode']]);
    const units = await api<{ code: string }[]>(t.app, 'GET', 'units', keyA, undefined, { 'qx-portal': '1002' });
    expect(units.body.data!.map((u) => u.code)).toEqual(['U1', 'U2', 'U3', 'U4', 'U5', 'U6', 'U7']);
  });

  it('the same code in two portals is two positions, each changed only by its own key', async () => {
    const a = await api<{ id: number }>(t.app, 'PUT', 'positions/SHARED-7', keyA, positionBody({ title: '共用编码岗位A' }));
    const b = await api<{ id: number }>(t.app, 'PUT', 'positions/SHARED-7', keyB, positionBody({ title: '共用编码岗位B', unitCode: 'U8', recruitType: 'veterans' }));
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data!.id).not.toBe(b.body.data!.id);
    await api(t.app, 'DELETE', 'positions/SHARED-7', keyB);
    expect((await api<PositionRead>(t.app, 'GET', 'positions/SHARED-7', keyA)).body.data).toMatchObject({ id: a.body.data!.id, title: '共用编码岗位A', status: 'open' });
    expect((await api<PositionRead>(t.app, 'GET', 'positions/SHARED-7', keyB)).body.data).toMatchObject({ id: b.body.data!.id, title: '共用编码岗位B', status: 'closed' });
    const rows = await t.app.db.selectFrom('positions').select(['portal_id', 'title']).where('code', '=', 'SHARED-7').orderBy('portal_id').execute();
    expect(rows.map((r) => [Number(r.portal_id), r.title])).toEqual([[1001, '共用编码岗位A'], [1002, '共用编码岗位B']]);
  });

  it("portal B's key cannot reach portal A's notices", async () => {
    await api(t.app, 'PUT', 'notices/SHARED-N', keyA, noticeBody());
    expect((await api(t.app, 'GET', 'notices/SHARED-N', keyB)).status).toBe(404);
    expect((await api(t.app, 'DELETE', 'notices/SHARED-N', keyB)).status).toBe(404);
    expect((await api(t.app, 'GET', 'notices/SHARED-N', keyA)).status).toBe(200);
  });
});

describe('rich text', () => {
  it('keeps no script or markup of the duty: what is stored and shown is its text', async () => {
    const duty =
      '<p>负责数据对接</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">查看说明</a>' +
      '&lt;script&gt;alert(4)&lt;/script&gt;<style>p{}</style><!-- <script>alert(5)</script> --><svg><script>alert(6)</script></svg>';
    const put = await api<{ id: number }>(t.app, 'PUT', 'positions/HR-XSS', keyA, positionBody({ duty, requirement: '<b onmouseover="alert(7)">熟悉</b>接口<iframe src="//evil"></iframe>' }));
    expect(put.status).toBe(200);
    const row = await t.app.db.selectFrom('positions').select(['description', 'requirement']).where('id', '=', put.body.data!.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ description: '负责数据对接\n查看说明', requirement: '熟悉接口' });
    const view = await data<Position>(t.app, 'careers.view', { recruitmentId: put.body.data!.id }, { 'qx-portal': '1001' });
    expect(JSON.stringify([view.description, view.requirement])).not.toMatch(/<|>|alert|onerror|javascript/);
  });
});
