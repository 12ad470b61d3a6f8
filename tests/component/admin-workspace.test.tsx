// @vitest-environment jsdom
// The admins' workspace drawn by the generic record blocks from its page schemas (pc): the accounts list keyed by
// userId (roles as tags, units by name, a row's actions by its state, a reset's first password shown once), the
// audit log's changes read as "field: before → after" and its filters writing the query, the account form (roles
// and units as multiple selects, the first password shown before its page opens), and the portal's names per
// language (the answer itself is the values, a name in an object of them).
import type { ComponentType } from 'react';
import { renderAt } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import { addMessages } from '@/tests/kits/common/test-utils';
import { answerBy, pagedOf, withFreshCache } from '@/tests/kits/pc/delivery-list/fixtures';
import { CENSOR_BASE, reviewerProps } from '@/tests/kits/pc/review-list/fixtures';
import zhPublishing from '@/schemas/locales/zh-CN/publishing.json';
import zhAdmin from '@/schemas/locales/zh-CN/admin.json';
import accountsPage from '@/schemas/pages/admin-accounts.json';
import auditPage from '@/schemas/pages/admin-audit.json';
import accountNewPage from '@/schemas/pages/admin-account-new.json';
import portalPage from '@/schemas/pages/admin-portal.json';
import RecordTable from '@/renderers/pc/record-table/index';
import RecordForm from '@/renderers/pc/record-form/index';
import { leavePage } from '@/src/runtime/leave-page';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);
addMessages('zh-CN', { ...zhPublishing, ...zhAdmin });
const Table = withFreshCache(RecordTable);
const Form = withFreshCache(RecordForm);

type Row = Record<string, unknown>;
const PASSWORD = 'Kp7#mQ2x@Ry9Ld';
const account = (over: Row): Row => ({ userId: 5, name: '陈静', mobile: '13900000001', email: null, ssoAccount: null, roles: ['reviewer'], unitIds: [1], unitNames: ['华夏能源集团有限公司'], disabled: false, mustChangePassword: false, self: false, ...over });
const UNITS = [
  { unitId: 1, name: '华夏能源集团有限公司', parentId: null, depth: 0 },
  { unitId: 2, name: '华夏能源江苏发电有限公司', parentId: 1, depth: 1 },
  { unitId: 5, name: '长江智造装备股份有限公司', parentId: null, depth: 0 },
];

function renderBlock<D>(Block: typeof Table | typeof Form, type: string, page: { blocks: { props: unknown }[] }, data: D | undefined, path: string) {
  const props = reviewerProps<D>({ type, data, path, props: page.blocks[0].props as Record<string, unknown> }, 'admin');
  const Drawn = Block as ComponentType<typeof props>;
  renderAt(<Drawn {...props} />, `${CENSOR_BASE}/${path}`);
  return props;
}

/** The open dialog's OK button (antd draws 确定 with a space between its two characters). */
async function confirmDialog() {
  const dialog = await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  });
}

beforeEach(() => {
  mockRequest.mockReset();
});

describe('the accounts list (admin-accounts)', () => {
  it('draws a plain array keyed by userId: roles as tags, units by name, the state; each row leads to its form', () => {
    renderBlock(Table, 'record-table', accountsPage, [account({}), account({ userId: 6, name: '王磊', mobile: '13900000021', roles: ['reviewer', 'publisher'], unitNames: ['华夏能源集团有限公司', '中科启明信息技术有限公司'], disabled: true })], 'admin/accounts');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const wang = within(rows[1]);
    expect(wang.getByRole('link', { name: '王磊' }).getAttribute('href')).toBe(`${CENSOR_BASE}/admin/accounts/6`);
    expect(wang.getByText('审查员')).toBeTruthy();
    expect(wang.getByText('发布员')).toBeTruthy();
    expect(wang.getByText('华夏能源集团有限公司、中科启明信息技术有限公司')).toBeTruthy();
    expect(wang.getByText('已停用')).toBeTruthy();
    // a disabled account is enabled, an active one disabled
    expect(wang.getByRole('button', { name: '启用' })).toBeTruthy();
    expect(wang.queryByRole('button', { name: '停用' })).toBeNull();
    expect(within(rows[0]).getByRole('button', { name: '停用' })).toBeTruthy();
  });

  it("offers the reader no disabling of their own account", () => {
    renderBlock(Table, 'record-table', accountsPage, [account({ userId: 7, name: '李娜', roles: ['admin'], self: true })], 'admin/accounts');
    expect(screen.getByRole('link', { name: '李娜' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '停用' })).toBeNull();
  });

  it('an account with a single sign-on name gets no password to reset', () => {
    renderBlock(Table, 'record-table', accountsPage, [account({ ssoAccount: 'chenjing' })], 'admin/accounts');
    expect(screen.queryByRole('button', { name: '重置密码' })).toBeNull();
  });

  it('a reset asks first, then shows the new first password once, and the list reloads after', async () => {
    mockRequest.mockImplementation(answerBy({ 'admin.resetPassword': { firstPassword: PASSWORD } }) as never);
    const props = renderBlock(Table, 'record-table', accountsPage, [account({})], 'admin/accounts');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(within(await screen.findByRole('dialog')).getByText(/确定重置吗/)).toBeTruthy();
    await confirmDialog();
    expect(mockRequest).toHaveBeenCalledWith('admin.resetPassword', { userId: 5 }, { quiet: undefined });
    const shown = await screen.findByText(PASSWORD);
    const dialog = shown.closest('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('新的初始密码');
    expect(dialog.textContent).toMatch(/只在此时显示一次.*首次登录时必须修改密码/);
    expect(within(dialog).getByRole('button', { name: '复制' })).toBeTruthy();
    expect(props.reload).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(props.reload).toHaveBeenCalled());
  });
});

describe('the audit log (admin-audit)', () => {
  const entry = { id: 3, at: '2026-11-29T02:30:00Z', actor: '李娜 13900000031', address: '127.0.0.1', action: 'update', entity: 'account', entityId: 12, changes: [{ field: 'roles', before: ['reviewer'], after: ['reviewer', 'publisher'] }, { field: 'email', before: null, after: 'q@example.org' }, { field: 'disabled', before: false, after: true }, { field: 'unitIds', before: [1], after: [1, 5] }] };

  it('reads each change as "field: before → after", labelled, values by their labels (units by name), nothing as (空)', async () => {
    mockRequest.mockImplementation(answerBy({ 'admin.units': UNITS }) as never);
    renderBlock<Paged<Row>>(Table, 'record-table', auditPage, pagedOf([entry]), 'admin/audit');
    const row = within(screen.getAllByRole('row')[1]);
    expect(row.getByText('2026-11-29 10:30')).toBeTruthy();
    expect(row.getByText('修改')).toBeTruthy();
    expect(row.getByText('账号')).toBeTruthy();
    const lines = () => row.getAllByRole('listitem').map((li) => li.textContent);
    await waitFor(() => expect(lines()).toEqual(['角色：审查员→改为审查员、发布员', '邮箱：（空）→改为q@example.org', '已停用：否→改为是', '所属单位：华夏能源集团有限公司→改为华夏能源集团有限公司、长江智造装备股份有限公司']));
    // the units' names come in one call for the whole table
    expect(mockRequest.mock.calls.filter(([name]) => name === 'admin.units')).toHaveLength(1);
  });

  it('its filters write the query and take the list back to page 1', () => {
    const props = renderBlock<Paged<Row>>(Table, 'record-table', auditPage, pagedOf([entry]), 'admin/audit?page=3');
    const id = screen.getByLabelText('编号');
    fireEvent.change(id, { target: { value: ' 12 ' } });
    fireEvent.keyDown(id, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(props.ctx.setQuery).toHaveBeenCalledWith({ entityId: '12', page: undefined });
    fireEvent.mouseDown(screen.getByLabelText('对象'));
    fireEvent.click(screen.getAllByText('单位').find((el) => el.closest('.ant-select-item-option')) as HTMLElement);
    expect(props.ctx.setQuery).toHaveBeenCalledWith({ entity: 'unit', page: undefined });
  });
});

describe('the account form (admin-account-new)', () => {
  it('sends roles and units as lists, shows the first password once, then opens the account', async () => {
    mockRequest.mockImplementation(answerBy({ 'admin.units': UNITS, 'admin.saveAccount': { userId: 21, firstPassword: PASSWORD } }) as never);
    const props = renderBlock(Form, 'record-form', accountNewPage, undefined, 'admin/accounts/new');
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '钱坤' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900000088' } });
    fireEvent.mouseDown(screen.getByLabelText('角色'));
    fireEvent.click(await screen.findByText('发布员', { selector: '.ant-select-item-option-content, .ant-select-item-option-content *' }));
    fireEvent.mouseDown(screen.getByLabelText('所属单位'));
    fireEvent.click(await screen.findByText('长江智造装备股份有限公司', { selector: '.ant-select-item-option-content, .ant-select-item-option-content *' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    });
    await waitFor(() => expect(mockRequest).toHaveBeenCalledWith('admin.saveAccount', { values: { name: '钱坤', mobile: '13900000088', roles: ['publisher'], unitIds: [5] } }, expect.anything()));
    const shown = await screen.findByText(PASSWORD);
    expect(shown.closest('[role="dialog"]')?.textContent).toContain('账号已创建，初始密码');
    // the page opens only once the password was seen
    expect(props.ctx.navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(props.ctx.navigate).toHaveBeenCalledWith('admin/accounts/21', { replace: true }));
  });

  it('an empty list of units is sent as one (an admin of no unit)', async () => {
    mockRequest.mockImplementation(answerBy({ 'admin.units': UNITS, 'admin.saveAccount': { userId: 22, firstPassword: PASSWORD } }) as never);
    renderBlock(Form, 'record-form', accountNewPage, undefined, 'admin/accounts/new');
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '孔明' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900000087' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    });
    // roles are required: nothing is sent without one
    expect(await screen.findByText('请填写角色')).toBeTruthy();
    expect(mockRequest).not.toHaveBeenCalledWith('admin.saveAccount', expect.anything(), expect.anything());
    fireEvent.mouseDown(screen.getByLabelText('角色'));
    fireEvent.click(await screen.findByText('管理员', { selector: '.ant-select-item-option-content, .ant-select-item-option-content *' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    });
    await waitFor(() => expect(mockRequest).toHaveBeenCalledWith('admin.saveAccount', { values: { name: '孔明', mobile: '13900000087', roles: ['admin'], unitIds: [] } }, expect.anything()));
  });
});

describe("the portal's names (admin-portal)", () => {
  it('reads the answer itself as the values, sends the English name inside names, and opens the page afresh with the new names', async () => {
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    sessionStorage.setItem('sys_config', '{}');
    mockRequest.mockResolvedValue({ name: '华夏人才招聘网', names: { 'en-US': 'Huaxia Careers' } });
    const props = renderBlock(Form, 'record-form', portalPage, { name: '人才招聘网', names: { 'en-US': 'Talent Recruitment Portal' } }, 'admin/portal');
    props.block.data = { endpoint: 'admin.portal' };
    const en = screen.getByLabelText('英文名称') as HTMLInputElement;
    await waitFor(() => expect(en.value).toBe('Talent Recruitment Portal'));
    fireEvent.change(screen.getByLabelText('中文名称'), { target: { value: '华夏人才招聘网' } });
    fireEvent.change(en, { target: { value: 'Huaxia Careers' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    });
    await waitFor(() => expect(mockRequest).toHaveBeenCalledWith('admin.savePortal', { values: { name: '华夏人才招聘网', names: { 'en-US': 'Huaxia Careers' } } }, expect.anything()));
    // the header, titles and footer read the site config this tab keeps: it is read again on a new page
    await waitFor(() => expect(leave).toHaveBeenCalledWith(window.location.href));
    expect(sessionStorage.getItem('sys_config')).toBeNull();
    leave.mockRestore();
  });
});
