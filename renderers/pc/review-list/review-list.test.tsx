// @vitest-environment jsdom
import { renderAt } from '@/tests/kits/pc/test-utils';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { ReviewItem } from '@/src/core/review-api';
import { answerBy, pagedOf, withFreshCache } from '@/tests/kits/pc/delivery-list/fixtures';
import { CENSOR_BASE, reviewItem, reviewerProps } from '@/tests/kits/pc/review-list/fixtures';
import ReviewList from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);
const List = withFreshCache(ReviewList);

const positions = [
  { id: 101, title: '软件开发工程师', unitName: '中铁建设集团有限公司' },
  { id: 102, title: '财务专员', unitName: '中铁建设集团有限公司' },
];

const signUp = reviewItem({
  id: 32,
  tag: '2',
  position: null,
  activity: { id: 5, title: '春季双选会', place: '国家会议中心', startTime: '2026-12-10T09:00:00' },
  candidate: { name: '李华', mobile: null, email: 'lihua@example.com' },
  status: 'passed',
  actions: [],
});

function renderList(data: Paged<ReviewItem> | undefined, path = 'review', user: 'reviewer' | 'candidate' | 'publisher' = 'reviewer', blockProps: Record<string, unknown> = { detailPath: 'review/{id}' }) {
  const props = reviewerProps<Paged<ReviewItem>>({ data, path, props: blockProps }, user);
  renderAt(<List {...props} />, `${CENSOR_BASE}/${path}`);
  return props;
}

beforeEach(() => {
  mockRequest.mockReset();
  mockRequest.mockImplementation(answerBy({ 'review.positions': positions }) as never);
});

describe('pc review-list', () => {
  it('lists applications and sign-ups with candidate, target, status and dates; a row leads to its review', () => {
    const props = renderList(pagedOf([reviewItem(), signUp]));
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]);
    expect(first.getByText('13800000012')).toBeTruthy();
    expect(first.getByText('职位申请')).toBeTruthy();
    expect(first.getByText('软件开发工程师')).toBeTruthy();
    expect(first.getByText('中铁建设集团有限公司')).toBeTruthy();
    expect(first.getByText('投递成功')).toBeTruthy();
    expect(first.getByText('2026-11-18')).toBeTruthy();
    const open = first.getByRole('link', { name: '查看 王小明 的申请' });
    expect(open.textContent).toBe('审查');
    expect(open.getAttribute('href')).toBe(`${CENSOR_BASE}/review/31`);
    fireEvent.click(first.getByRole('link', { name: '王小明' }));
    expect(props.ctx.navigate).toHaveBeenCalledWith('review/31');
    const second = within(rows[1]);
    expect(second.getByText('活动报名')).toBeTruthy();
    expect(second.getByText('春季双选会')).toBeTruthy();
    expect(second.getByText('lihua@example.com')).toBeTruthy();
    expect(second.getByText('资格审查通过')).toBeTruthy();
    expect(second.getByRole('link', { name: '查看 李华 的申请' }).textContent).toBe('查看');
  });

  it("a row leads where the page's detailPath says; without one the rows do not link", () => {
    renderList(pagedOf([reviewItem()]), 'review', 'reviewer', { detailPath: 'audit/{id}/view' });
    expect(screen.getByRole('link', { name: '查看 王小明 的申请' }).getAttribute('href')).toBe(`${CENSOR_BASE}/audit/31/view`);
    expect(screen.getByRole('link', { name: '王小明' }).getAttribute('href')).toBe(`${CENSOR_BASE}/audit/31/view`);
    cleanup();
    renderList(pagedOf([reviewItem()]), 'review', 'reviewer', {});
    expect(screen.getByText('王小明')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('filters by position (review.positions), status and name through the query, back to page 1', async () => {
    const props = renderList(pagedOf([reviewItem()]), 'review?page=2');
    await waitFor(() => expect(mockRequest).toHaveBeenCalledWith('review.positions', {}));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '职位' }));
    fireEvent.click(await screen.findByText('财务专员 · 中铁建设集团有限公司'));
    expect(props.ctx.setQuery).toHaveBeenLastCalledWith({ positionId: '102', page: undefined });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '申请状态' }));
    fireEvent.click(await screen.findByTitle('资格审查中'));
    expect(props.ctx.setQuery).toHaveBeenLastCalledWith({ status: 'reviewing', page: undefined });
    fireEvent.change(screen.getByRole('searchbox', { name: '应聘者姓名或手机号' }), { target: { value: ' 王 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查找/ }));
    expect(props.ctx.setQuery).toHaveBeenLastCalledWith({ keyword: '王', page: undefined });
  });

  it('shows the filters the query holds', () => {
    renderList(pagedOf([]), 'review?status=failed&keyword=李');
    expect(screen.getByTitle('资格审查未通过')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: '应聘者姓名或手机号' }) as HTMLInputElement).value).toBe('李');
    expect(screen.getByText('暂无符合条件的申请')).toBeTruthy();
  });

  it('pages through ?page=', async () => {
    const props = renderList(pagedOf([reviewItem()], { total: 25, page: 1, pageSize: 10 }));
    fireEvent.click(await screen.findByTitle('2'));
    expect(props.ctx.setQuery).toHaveBeenCalledWith({ page: 2 });
  });

  it('says 共 1000+ 条 in the head and the pager when the total stopped counting at 1000', async () => {
    renderList(pagedOf([reviewItem()], { total: 1000, totalCapped: true, page: 1, pageSize: 10 }));
    expect(await screen.findByTitle('100')).toBeTruthy();
    expect(screen.getAllByText('共 1000+ 条')).toHaveLength(2);
    expect(screen.queryByText('共 1000 条')).toBeNull();
  });

  it('sends anyone but a reviewer to the reviewers\' login, and asks for nothing', () => {
    renderList(pagedOf([reviewItem()]), 'review', 'candidate');
    expect(screen.getByText('仅限审核人员')).toBeTruthy();
    cleanup();
    // a censor account without the reviewer role (a publisher) is not a reviewer either
    renderList(pagedOf([reviewItem()]), 'review', 'publisher');
    expect(screen.getByText('仅限审核人员')).toBeTruthy();
    expect(screen.getByRole('link', { name: '审核人员登录' }).getAttribute('href')).toMatch(new RegExp(`^${CENSOR_BASE}/censorlogin\\?redirect=`));
    expect(screen.queryByRole('table')).toBeNull();
    expect(mockRequest).not.toHaveBeenCalled();
  });
});
