// Censor accounts as an admin keeps them: made with a first password handed over once (or an SSO name and no
// password), given roles and units, disabled (its tokens stop at once) and given a new first password. An admin
// cannot lock themself out (disable themself or drop their own admin role).
import { CENSOR_ROLES, type CensorRole } from '@/src/core/envelope';
import { isValidEmail } from '@/src/core/validation/email';
import { isValidMobile } from '@/src/core/validation/mobile';
import { createAccount, revokeTokens } from '@/server/accounts/accounts';
import { hashPassword } from '@/server/auth/password';
import type { Db } from '@/server/db/database';
import { ApiError, notFound } from '@/server/http/envelope';
import { badFields, type FieldError } from '@/server/integration/field-errors';
import { appendAudit, changesBetween } from '@/server/publishing/audit-log';
import { containsPattern, likeEscaped } from '@/server/sql/like';
import type { Admin } from './admin-scope';
import { firstPassword } from './first-password';

export interface AccountValues {
  name: string;
  mobile: string;
  email?: string | null;
  ssoAccount?: string | null;
  roles: CensorRole[];
  unitIds: number[];
}

/** What an account's form and its audit entries show of it. */
const shown = (a: Pick<AccountValues, 'name' | 'mobile' | 'email' | 'ssoAccount' | 'roles' | 'unitIds'>) => ({ name: a.name, mobile: a.mobile, email: a.email ?? null, ssoAccount: a.ssoAccount ?? null, roles: a.roles, unitIds: a.unitIds });

type AccountRow = { id: number; name: string; mobile: string | null; email: string | null; sso_account: string | null; disabled_at?: string | null; must_change_password?: number | null };

const ACCOUNT_COLUMNS = ['id', 'name', 'mobile', 'email', 'sso_account', 'disabled_at', 'must_change_password'] as const;

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * The accounts of the rows with their roles and units: one query for the roles and one for the units of them all,
 * whatever their number (the units with their names, by id).
 */
async function withRolesAndUnits(db: Db, rows: AccountRow[]) {
  const ids = rows.map((r) => Number(r.id));
  const roles = ids.length === 0 ? [] : await db.selectFrom('censor_roles').select(['user_id', 'role']).where('user_id', 'in', ids).execute();
  const units = ids.length === 0 ? [] : await db.selectFrom('reviewer_units').innerJoin('units', 'units.id', 'reviewer_units.unit_id').select(['reviewer_units.user_id as userId', 'units.id as unitId', 'units.name as name']).where('reviewer_units.user_id', 'in', ids).orderBy('units.id').execute();
  const rolesOf = groupBy(roles, (r) => Number(r.user_id));
  const unitsOf = groupBy(units, (u) => Number(u.userId));
  return rows.map((row) => {
    const id = Number(row.id);
    const held = new Set((rolesOf.get(id) ?? []).map((r) => r.role));
    const own = unitsOf.get(id) ?? [];
    return {
      userId: id,
      name: row.name,
      mobile: row.mobile ?? '',
      email: row.email ?? null,
      ssoAccount: row.sso_account ?? null,
      roles: CENSOR_ROLES.filter((role) => held.has(role)),
      unitIds: own.map((u) => Number(u.unitId)),
      /** the units' names, as the list shows them */
      unitNames: own.map((u) => u.name),
      disabled: Boolean(row.disabled_at),
      mustChangePassword: Boolean(row.must_change_password),
    };
  });
}

async function accountOf(db: Db, portalId: number, userId: number) {
  const row = await db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', userId).where('portal_id', '=', portalId).where('domain', '=', 'censor').executeTakeFirst();
  if (!row) throw notFound('账号');
  return (await withRolesAndUnits(db, [row]))[0];
}

export type AccountRead = Awaited<ReturnType<typeof accountOf>>;

/**
 * The censor accounts (at most 500) with their roles and units: three queries for the whole list. `self` marks the
 * reader's own row, whose disabling the page does not offer (the server refuses it as SELF_LOCKOUT anyway).
 */
export async function listAccounts(db: Db, portalId: number, keyword?: string, readerId?: number): Promise<(AccountRead & { self: boolean })[]> {
  let q = db.selectFrom('users').select(ACCOUNT_COLUMNS).where('portal_id', '=', portalId).where('domain', '=', 'censor');
  if (keyword) q = q.where((eb) => eb.or([likeEscaped('name', containsPattern(keyword)), likeEscaped('mobile', containsPattern(keyword))]));
  const accounts = await withRolesAndUnits(db, await q.orderBy('id').limit(500).execute());
  return accounts.map((a) => ({ ...a, self: a.userId === readerId }));
}

/** One account as its form reads it: the values a save takes, and its state beside them. */
export async function readAccount(db: Db, portalId: number, userId: number) {
  const { userId: id, disabled, mustChangePassword, unitNames, ...rest } = await accountOf(db, portalId, userId);
  return { userId: id, disabled, mustChangePassword, unitNames, values: shown(rest) };
}

async function checkValues(db: Db, portalId: number, v: AccountValues, userId?: number): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (!v.name?.trim()) errors.push({ field: 'name', message: '请填写姓名' });
  if (!isValidMobile(v.mobile ?? '')) errors.push({ field: 'mobile', message: '请填写正确的手机号' });
  else {
    const taken = await db.selectFrom('users').select('id').where('portal_id', '=', portalId).where('domain', '=', 'censor').where('mobile', '=', v.mobile).executeTakeFirst();
    if (taken && Number(taken.id) !== userId) errors.push({ field: 'mobile', message: `手机号 ${v.mobile} 已有账号` });
  }
  if (v.email && !isValidEmail(v.email)) errors.push({ field: 'email', message: '请填写正确的邮箱' });
  if (!v.roles?.length || v.roles.some((r) => !CENSOR_ROLES.includes(r))) errors.push({ field: 'roles', message: '请至少选择一个角色' });
  const units = v.unitIds.length === 0 ? [] : await db.selectFrom('units').select('id').where('portal_id', '=', portalId).where('id', 'in', v.unitIds).execute();
  if (units.length !== new Set(v.unitIds).size) errors.push({ field: 'unitIds', message: '单位不存在' });
  else if (v.unitIds.length === 0 && v.roles?.some((r) => r !== 'admin')) errors.push({ field: 'unitIds', message: '审核员和发布员需要至少一个单位' });
  return errors;
}

async function writeRolesAndUnits(db: Db, userId: number, v: AccountValues): Promise<void> {
  await db.deleteFrom('censor_roles').where('user_id', '=', userId).execute();
  await db.insertInto('censor_roles').values(v.roles.map((role) => ({ user_id: userId, role }))).execute();
  await db.deleteFrom('reviewer_units').where('user_id', '=', userId).execute();
  if (v.unitIds.length > 0) await db.insertInto('reviewer_units').values([...new Set(v.unitIds)].map((unit_id) => ({ user_id: userId, unit_id }))).execute();
}

/** Creates (no userId) or changes an account; a new password account gets its first password, shown this once. */
export async function saveAccount(db: Db, admin: Admin, v: AccountValues, userId?: number): Promise<{ userId: number; firstPassword?: string }> {
  const portalId = admin.portal.id;
  const errors = await checkValues(db, portalId, v, userId);
  if (errors.length > 0) throw badFields(errors);
  if (userId === admin.user.id && !v.roles.includes('admin')) throw new ApiError('SELF_LOCKOUT', '不能取消自己的管理员角色');
  const password = userId === undefined && !v.ssoAccount ? firstPassword() : undefined;
  const hash = password ? await hashPassword(password) : '';
  return db.transaction().execute(async (trx) => {
    const before = userId === undefined ? undefined : await accountOf(trx, portalId, userId);
    const id = before
      ? (await trx.updateTable('users').set({ name: v.name.trim(), mobile: v.mobile, email: v.email || null, sso_account: v.ssoAccount || null }).where('id', '=', before.userId).execute(), before.userId)
      : await createAccount(trx, { portalId, domain: 'censor', name: v.name.trim(), mobile: v.mobile, email: v.email || null, passwordHash: hash, ssoAccount: v.ssoAccount || null, createdAt: admin.now.toISOString() });
    if (!before && password) await trx.updateTable('users').set({ must_change_password: 1 }).where('id', '=', id).execute();
    await writeRolesAndUnits(trx, id, v);
    const changes = changesBetween(before && shown(before), shown(v));
    await appendAudit(trx, { portalId, actor: admin.actor, action: before ? 'update' : 'create', entity: 'account', entityId: id, changes, at: admin.now });
    return password ? { userId: id, firstPassword: password } : { userId: id };
  });
}

/** Disables (its tokens go at once) or enables an account. */
export async function setDisabled(db: Db, admin: Admin, userId: number, disabled: boolean): Promise<void> {
  if (userId === admin.user.id && disabled) throw new ApiError('SELF_LOCKOUT', '不能停用自己的账号');
  await db.transaction().execute(async (trx) => {
    const before = await accountOf(trx, admin.portal.id, userId);
    if (before.disabled === disabled) return;
    await trx.updateTable('users').set({ disabled_at: disabled ? admin.now.toISOString() : null }).where('id', '=', userId).execute();
    if (disabled) await revokeTokens(trx, userId);
    const changes = [{ field: 'disabled', before: before.disabled, after: disabled }];
    await appendAudit(trx, { portalId: admin.portal.id, actor: admin.actor, action: disabled ? 'disable' : 'enable', entity: 'account', entityId: userId, changes, at: admin.now });
  });
}

/** A new first password, shown once; the account's sessions end and it must change the password at sign-in. */
export async function resetPassword(db: Db, admin: Admin, userId: number): Promise<{ firstPassword: string }> {
  const password = firstPassword();
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await accountOf(trx, admin.portal.id, userId);
    await trx.updateTable('users').set({ password_hash: hash, must_change_password: 1 }).where('id', '=', userId).execute();
    await revokeTokens(trx, userId);
    // the log says that it was reset, never what to
    await appendAudit(trx, { portalId: admin.portal.id, actor: admin.actor, action: 'reset-password', entity: 'account', entityId: userId, changes: [{ field: 'password', before: null, after: '(reset)' }], at: admin.now });
  });
  return { firstPassword: password };
}
