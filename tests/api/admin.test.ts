// A portal's admin keeps its censor accounts and unit tree: a new account gets a first password it must change
// before anything else and then sees only its units; a disabled account's session stops at once; a reset password
// ends its sessions; units are added and moved but never under themselves; every step is in the audit log, which
// never holds a password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import { call, data, startApp, type TestApp } from './helpers';
import { encryptedPassword, type Session } from './candidates';
import { reviewerLogin } from './review-helpers';
import { PUBLISHERS, publisherLogin } from './publishing-calls';
import type { KyselyPlugin } from 'kysely';
import { listAccounts } from '@/server/admin/account-admin';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await startApp();
  admin = await reviewerLogin(t.app, { portalId: 1001, mobile: '13900000031' });
});
afterAll(() => t.close());

const NEW = { portalId: 1001, mobile: '13900000099' };
const newAccount = (changes: Record<string, unknown> = {}) => ({ name: '钱坤', mobile: NEW.mobile, roles: ['publisher'], unitIds: [4], ...changes });
const signIn = (password: string) =>
  call<{ token: { value: string }; user: { mustChangePassword?: boolean } }>(t.app, 'passport.login', { domain: 'censor', account: NEW.mobile, password: encryptedPassword(1001, password) }, { 'qx-portal': '1001' });
const headersOf = (token: string) => ({ 'x-portal-token': token, 'x-portal-domain': 'censor', 'qx-portal': '1001' });
type Audit = Paged<{ actor: string; action: string; entity: string; changes: { field: string; before: unknown; after: unknown }[] }>;

describe('a new censor account', () => {
  let userId: number;
  let token: string;
  it('gets a first password, shown once, that it must change before anything else', async () => {
    const made = await data<{ userId: number; firstPassword: string }>(t.app, 'admin.saveAccount', { values: newAccount() }, admin.headers);
    userId = made.userId;
    expect(made.firstPassword).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[@#%+=?]).{14}$/);
    const first = await signIn(made.firstPassword);
    token = first.body.data!.token.value;
    expect(first.body.data!.user.mustChangePassword).toBe(true);
    const refused = await call(t.app, 'publish.scope', {}, headersOf(token));
    expect([refused.status, refused.body.errorCode, refused.body.errorMessage]).toEqual([403, 'PASSWORD_CHANGE_REQUIRED', '请先修改初始密码']);
    await data(t.app, 'userinfo.changePasswd', { oldPassword: encryptedPassword(1001, made.firstPassword), password: encryptedPassword(1001, 'Qian@Kun#2026') }, headersOf(token));
    const scope = await data<{ units: { id: number }[] }>(t.app, 'publish.scope', {}, headersOf(token));
    expect(scope.units.map((u) => u.id)).toEqual([4]);
  });

  it('is disabled: its session stops at once and it cannot sign in; enabled, it can', async () => {
    await data(t.app, 'admin.disableAccount', { userId, disabled: true }, admin.headers);
    expect((await call(t.app, 'publish.scope', {}, headersOf(token))).status).toBe(401);
    expect((await signIn('Qian@Kun#2026')).body.errorCode).toBe('LOGIN_FAILED');
    await data(t.app, 'admin.disableAccount', { userId, disabled: false }, admin.headers);
    expect((await signIn('Qian@Kun#2026')).body.success).toBe(true);
  });

  it('gets a new first password: its sessions end, the old password no longer works', async () => {
    const session = (await signIn('Qian@Kun#2026')).body.data!.token.value;
    const { firstPassword } = await data<{ firstPassword: string }>(t.app, 'admin.resetPassword', { userId }, admin.headers);
    expect((await call(t.app, 'publish.scope', {}, headersOf(session))).status).toBe(401);
    expect((await signIn('Qian@Kun#2026')).body.errorCode).toBe('LOGIN_FAILED');
    expect((await signIn(firstPassword)).body.success).toBe(true);
  });

  it('is in the audit log with each change, never with a password', async () => {
    const log = await data<Audit>(t.app, 'admin.audit', { entity: 'account', entityId: userId }, admin.headers);
    expect(log.list.map((e) => e.action)).toEqual(['reset-password', 'enable', 'disable', 'create']);
    expect(log.list[3].changes).toContainEqual({ field: 'unitIds', before: null, after: [4] });
    expect(JSON.stringify(log.list)).not.toMatch(/Qian@Kun|firstPassword/);
    expect(log.list.every((e) => e.actor === '李娜 13900000031')).toBe(true);
  });

  it('refuses a taken mobile and units of nothing, naming the fields', async () => {
    const refused = await call(t.app, 'admin.saveAccount', { values: newAccount({ mobile: PUBLISHERS.wang.mobile, unitIds: [] }) }, admin.headers);
    expect(refused.status).toBe(400);
    expect((refused.body.data as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual(['mobile', 'unitIds']);
  });

  it('an admin cannot lock themself out', async () => {
    const own = admin.user.id;
    expect((await call(t.app, 'admin.disableAccount', { userId: own, disabled: true }, admin.headers)).body.errorCode).toBe('SELF_LOCKOUT');
    const values = { name: '李娜', mobile: '13900000031', roles: ['publisher'], unitIds: [1] };
    expect((await call(t.app, 'admin.saveAccount', { userId: own, values }, admin.headers)).body.errorCode).toBe('SELF_LOCKOUT');
  });
});

describe('the accounts as the workspace reads them', () => {
  type Account = { userId: number; name: string; roles: string[]; unitIds: number[]; unitNames: string[]; disabled: boolean; self: boolean };
  it('lists every account with its roles and units (their names too) in three queries, however many accounts there are', async () => {
    const list = await data<Account[]>(t.app, 'admin.accounts', {}, admin.headers);
    expect(list.find((a) => a.name === '陈静')).toMatchObject({ roles: ['reviewer'], unitIds: [1], unitNames: ['华夏能源集团有限公司'], disabled: false });
    // the reader's own row is marked, so that the page offers no disabling of it
    expect(list.find((a) => a.name === '李娜')).toMatchObject({ roles: ['admin'], unitIds: [], unitNames: [], self: true });
    expect(list.filter((a) => a.self).map((a) => a.name)).toEqual(['李娜']);
    let queries = 0;
    const counter: KyselyPlugin = { transformQuery: (args) => ((queries += 1), args.node), transformResult: async (args) => args.result };
    const counted = await listAccounts(t.app.db.withPlugin(counter), 1001);
    expect(counted.length).toBeGreaterThanOrEqual(4);
    expect(queries).toBe(3);
    expect((await data<Account[]>(t.app, 'admin.accounts', { keyword: '0000003' }, admin.headers)).map((a) => a.name)).toEqual(['李娜']);
  });

  it('reads one account and one unit as their forms take them; another portal\'s is not found', async () => {
    const chen = (await data<Account[]>(t.app, 'admin.accounts', { keyword: '13900000001' }, admin.headers))[0];
    const read = await data<{ userId: number; values: Record<string, unknown>; disabled: boolean }>(t.app, 'admin.account', { userId: chen.userId }, admin.headers);
    expect(read).toMatchObject({ userId: chen.userId, disabled: false, values: { name: '陈静', mobile: '13900000001', email: null, ssoAccount: null, roles: ['reviewer'], unitIds: [1] } });
    expect(await data(t.app, 'admin.unit', { unitId: 2 }, admin.headers)).toEqual({
      unitId: 2,
      values: { name: '华夏能源江苏发电有限公司', code: 'U2', parentId: 1, city: '南京市', industry: '能源电力', intro: expect.any(String), logoText: '苏电' },
    });
    expect((await call(t.app, 'admin.unit', { unitId: 8 }, admin.headers)).body.errorCode).toBe('NOT_FOUND');
  });

  it("lists the units in the tree's order, each with its parent's name and its depth", async () => {
    const units = await data<{ unitId: number; parentId: number | null; parentName: string | null; depth: number }[]>(t.app, 'admin.units', {}, admin.headers);
    const at = (id: number) => units.findIndex((u) => u.unitId === id);
    expect(at(1)).toBeLessThan(at(2));
    expect(at(2)).toBeLessThan(at(4));
    expect(at(3)).toBeLessThan(at(4));
    expect(units[at(2)]).toMatchObject({ parentId: 1, parentName: '华夏能源集团有限公司', depth: 1 });
    expect(units[at(4)]).toMatchObject({ parentId: null, parentName: null, depth: 0 });
    for (const [i, unit] of units.entries()) if (unit.parentId !== null) expect(at(unit.parentId), `the parent of ${unit.unitId} comes first`).toBeLessThan(i);
  });
});

describe('the unit tree', () => {
  it('adds a unit below another; the public tree shows it at once', async () => {
    const { unitId } = await data<{ unitId: number }>(t.app, 'admin.saveUnit', { values: { name: '华夏能源研究院', code: 'HX-RI', parentId: 1, city: '南京', industry: '能源' } }, admin.headers);
    const units = await data<{ unitId: number; parentId: number | null; code: string }[]>(t.app, 'admin.units', {}, admin.headers);
    expect(units.find((u) => u.unitId === unitId)).toMatchObject({ parentId: 1, code: 'HX-RI' });
    const publicUnits = await data<{ id: number; name: string }[]>(t.app, 'careers.allenterprise', {}, { 'qx-portal': '1001' });
    expect(publicUnits.map((u) => u.name)).toContain('华夏能源研究院');
  });

  it('never puts a unit under itself or below it, nor gives two units one code', async () => {
    const below = (await data<{ unitId: number; parentId: number | null }[]>(t.app, 'admin.units', {}, admin.headers)).find((u) => u.parentId === 1)!;
    const moved = await call(t.app, 'admin.saveUnit', { unitId: 1, values: { name: '华夏能源集团有限公司', code: 'U4', parentId: below.unitId } }, admin.headers);
    expect(moved.body.data).toEqual({
      fields: [
        { field: 'code', message: '单位编码 U4 已被使用' },
        { field: 'parentId', message: '上级单位不能是它自己或它的下级单位' },
      ],
    });
  });
});

describe('who may', () => {
  it('a publisher or reviewer is refused every admin call; an admin reaches no account of another portal', async () => {
    const wang = await publisherLogin(t.app, PUBLISHERS.wang);
    for (const name of ['admin.units', 'admin.accounts', 'admin.audit', 'admin.account', 'admin.unit'] as const) {
      expect((await call(t.app, name, { userId: admin.user.id, unitId: 1 }, wang.headers)).body.errorCode, name).toBe('FORBIDDEN');
    }
    const otherPortal = (await t.app.db.selectFrom('users').select('id').where('portal_id', '=', 1002).where('domain', '=', 'censor').executeTakeFirstOrThrow()).id;
    expect((await call(t.app, 'admin.resetPassword', { userId: otherPortal }, admin.headers)).body.errorCode).toBe('NOT_FOUND');
    expect((await call(t.app, 'admin.account', { userId: otherPortal }, admin.headers)).body.errorCode).toBe('NOT_FOUND');
    expect((await call(t.app, 'admin.disableAccount', { userId: otherPortal, disabled: true }, admin.headers)).body.errorCode).toBe('NOT_FOUND');
  });
});

describe("the portal's name", () => {
  it('is renamed in both languages: the site config serves the new names at once, the log has the change', async () => {
    await data(t.app, 'admin.savePortal', { values: { name: '华夏人才招聘网', names: { 'en-US': 'Huaxia Careers' } } }, admin.headers);
    expect(await data(t.app, 'admin.portal', {}, admin.headers)).toEqual({ name: '华夏人才招聘网', names: { 'en-US': 'Huaxia Careers' } });
    const site = await data<{ portal: { name: string }; siteNames?: Record<string, string> }>(t.app, 'siteconfig.load', { relationId: '1001', portalType: '1' }, { 'qx-portal': '1001' });
    expect(JSON.stringify(site)).toContain('Huaxia Careers');
    const log = await data<Audit>(t.app, 'admin.audit', { entity: 'portal' }, admin.headers);
    expect(log.list[0].changes).toEqual([
      { field: 'name', before: '人才招聘网', after: '华夏人才招聘网' },
      { field: 'en-US', before: 'Talent Recruitment Portal', after: 'Huaxia Careers' },
    ]);
  });

  it('keeps only the Chinese name when the others are left out (a form leaves an emptied field out)', async () => {
    await data(t.app, 'admin.savePortal', { values: { name: '华夏人才招聘网' } }, admin.headers);
    expect(await data(t.app, 'admin.portal', {}, admin.headers)).toEqual({ name: '华夏人才招聘网', names: {} });
  });
});
