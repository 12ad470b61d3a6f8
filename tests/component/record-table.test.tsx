// @vitest-environment jsdom
// pc record-table as the publishers' workspace declares it: columns, tags, row links by status, row actions after a
// confirmation, the status tabs and the keyword in the query; another role gets a way to sign in instead.
import { renderAt } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import { addMessages } from '@/tests/kits/common/test-utils';
import { answerBy, pagedOf, withFreshCache } from '@/tests/kits/pc/delivery-list/fixtures';
import { CENSOR_BASE, reviewerProps } from '@/tests/kits/pc/review-list/fixtures';
import zhPublishing from '@/schemas/locales/zh-CN/publishing.json';
import workspace from '@/schemas/pages/publish-workspace.json';
import RecordTable from '@/renderers/pc/record-table/index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);
addMessages('zh-CN', zhPublishing);
const Table = withFreshCache(RecordTable);

type Row = Record<string, unknown>;
const row = (over: Row): Row => ({ id: 1, status: 'draft', code: null, title: '数据工程师', unitName: '华夏能源集团有限公司', publishAt: null, deadline: null, lastError: null, updatedAt: '2026-12-01T02:00:00Z', ...over });

function renderTable(data: Paged<Row>, user: 'publisher' | 'reviewer' = 'publisher', query = '') {
  const props = reviewerProps<Paged<Row>>({ type: 'record-table', data, path: `publish${query}`, props: workspace.blocks[0].props }, user);
  renderAt(<Table {...props} />, `${CENSOR_BASE}/publish${query}`);
  return props;
}

beforeEach(() => {
  mockRequest.mockReset();
  mockRequest.mockImplementation(answerBy({ 'publish.close': null, 'publish.deleteDraft': null }) as never);
});

describe('pc record-table (publish-workspace)', () => {
  it('draws the declared columns; a row leads where its status says', () => {
    renderTable(pagedOf([row({ id: 7, code: 'E-7' }), row({ id: 31, status: 'published', title: '财务专员', publishAt: '2026-12-02', deadline: '2027-01-09' })]));
    const rows = screen.getAllByRole('row').slice(1);
    const draft = within(rows[0]);
    expect(draft.getByRole('link', { name: '数据工程师' }).getAttribute('href')).toBe(`${CENSOR_BASE}/publish/draft/7`);
    expect(draft.getByText('E-7')).toBeTruthy();
    expect(draft.getByText('草稿')).toBeTruthy();
    expect(draft.getByRole('button', { name: '删除' })).toBeTruthy();
    expect(draft.queryByRole('button', { name: '关闭' })).toBeNull();
    const published = within(rows[1]);
    expect(published.getByRole('link', { name: '财务专员' }).getAttribute('href')).toBe(`${CENSOR_BASE}/publish/position/31`);
    expect(published.getByText('2026-12-02')).toBeTruthy();
    expect(published.getByText('2027-01-09')).toBeTruthy();
    expect(published.getByRole('button', { name: '关闭' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '新建职位' }).getAttribute('href')).toBe(`${CENSOR_BASE}/publish/new`);
    expect(screen.getByRole('link', { name: '导入职位' }).getAttribute('href')).toBe(`${CENSOR_BASE}/publish/import`);
  });

  it('a row action asks first, calls its endpoint with the row\'s id and reloads the list', async () => {
    const props = renderTable(pagedOf([row({ id: 31, status: 'published' })]), 'publisher', '?status=published');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定关闭吗/)).toBeTruthy();
    expect(mockRequest).not.toHaveBeenCalledWith('publish.close', expect.anything(), expect.anything());
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    });
    await waitFor(() => expect(props.reload).toHaveBeenCalled());
    expect(mockRequest).toHaveBeenCalledWith('publish.close', { positionId: 31 }, { quiet: undefined });
  });

  it('the tabs and the keyword write the query, back to page 1', () => {
    const props = renderTable(pagedOf([row({})]), 'publisher', '?status=draft&page=2');
    expect(screen.getByRole('tab', { name: '草稿' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '已发布' }));
    expect(props.ctx.setQuery).toHaveBeenCalledWith({ status: 'published', page: undefined });
    fireEvent.change(screen.getByRole('searchbox', { name: '关键词' }), { target: { value: ' 工程师 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(props.ctx.setQuery).toHaveBeenCalledWith({ keyword: '工程师', page: undefined });
  });

  it('an account without the publisher role is not offered the workspace', () => {
    renderTable(pagedOf([row({})]), 'reviewer');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('当前账号不能使用此页面')).toBeTruthy();
  });
});
