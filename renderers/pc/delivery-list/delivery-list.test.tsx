// @vitest-environment jsdom
import { renderBlock } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { delivery, pagedOf, titled } from '@/tests/kits/pc/delivery-list/fixtures';
import DeliveryList from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);

// braces: a function returned from beforeEach would run as its teardown
beforeEach(() => {
  mockRequest.mockReset();
});

const BASE = '/site/1/1001/portal/pc/default/pc';
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;

async function confirm(button: string) {
  const dialog = await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: button }));
  });
}

describe('pc delivery-list', () => {
  it('draws each application: position, unit, status label, date, unread count, progress link', () => {
    renderBlock(DeliveryList, {
      path: 'usercenter',
      data: pagedOf([delivery({ unread: 2 }), titled('财务主管', { id: 22, status: 'failed', withdrawable: false })]),
    });
    const first = within(rowOf('软件开发工程师'));
    expect(first.getByText('投递成功')).toBeTruthy();
    expect(first.getByText('中铁建设集团有限公司')).toBeTruthy();
    expect(first.getByText('2026-11-18')).toBeTruthy();
    expect(first.getByText('2 条未读')).toBeTruthy();
    expect(first.getByRole('link', { name: '查看进度' }).getAttribute('href')).toBe(`${BASE}/recruitmentflow?deliveryId=21`);
    expect(first.getByRole('button', { name: '撤回申请' })).toBeTruthy();
    const second = within(rowOf('财务主管'));
    expect(second.getByText('资格审查未通过').closest('.pc-delivery-status--failed')).toBeTruthy();
    expect(second.queryByRole('button', { name: '撤回申请' })).toBeNull();
    expect(second.queryByText(/未读/)).toBeNull();
  });

  it('filters by status through ?status= and starts again at page 1', () => {
    const { ctx } = renderBlock(DeliveryList, { path: 'usercenter?status=submitted&page=2', data: pagedOf([delivery()]) });
    const group = screen.getByRole('group', { name: '按申请状态筛选' });
    expect((within(group).getByRole('radio', { name: '投递成功' }) as HTMLInputElement).checked).toBe(true);
    expect(within(group).queryByRole('radio', { name: '待完善简历' })).toBeNull();
    fireEvent.click(within(group).getByRole('radio', { name: '资格审查中' }));
    expect(ctx.setQuery).toHaveBeenCalledWith({ status: 'reviewing', page: undefined });
    fireEvent.click(within(group).getByRole('radio', { name: '全部' }));
    expect(ctx.setQuery).toHaveBeenLastCalledWith({ status: '', page: undefined });
  });

  it('withdraws after a confirm: delivery.delete, and the row leaves the list', async () => {
    mockRequest.mockResolvedValue(null);
    const { props } = renderBlock(DeliveryList, { path: 'usercenter', data: pagedOf([delivery()]) });
    fireEvent.click(screen.getByRole('button', { name: '撤回申请' }));
    expect(await screen.findByText('撤回后，“软件开发工程师”的申请将从列表中移除；如需再次申请，请重新投递。')).toBeTruthy();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' })).toBeTruthy();
    await confirm('确认撤回');
    expect(mockRequest).toHaveBeenCalledWith('delivery.delete', { deliveryId: 21 });
    await waitFor(() => expect(screen.queryByRole('link', { name: '软件开发工程师' })).toBeNull());
    expect(props.reload).toHaveBeenCalled();
    // through the notifier, drawn by the kit provider
    expect((await screen.findByText('申请已撤回')).closest('.ant-message')).toBeTruthy();
  });

  it('keeps the row and reloads when the withdrawal is refused', async () => {
    mockRequest.mockRejectedValue(new Error('审核已开始，不能撤回'));
    const { props } = renderBlock(DeliveryList, { path: 'usercenter', data: pagedOf([delivery()]) });
    fireEvent.click(screen.getByRole('button', { name: '撤回申请' }));
    await confirm('确认撤回');
    await waitFor(() => expect(props.reload).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: '软件开发工程师' })).toBeTruthy();
  });

  it('asks the background-check question and shows the answer once given', async () => {
    mockRequest.mockResolvedValue(delivery({ backgroundCheck: 'agreed' }));
    renderBlock(DeliveryList, { path: 'usercenter', data: pagedOf([delivery({ backgroundCheck: 'pending' })]) });
    const question = screen.getByRole('group', { name: '背景调查授权' });
    fireEvent.click(within(question).getByRole('button', { name: '同意背景调查' }));
    await confirm('确认同意');
    expect(mockRequest).toHaveBeenCalledWith('delivery.agreeBc', { deliveryId: 21 });
    expect(await screen.findAllByText('已同意背景调查')).not.toHaveLength(0);
    expect(screen.queryByRole('group', { name: '背景调查授权' })).toBeNull();
  });

  it('declines the background check after its own confirm', async () => {
    mockRequest.mockResolvedValue(delivery({ backgroundCheck: 'disagreed' }));
    renderBlock(DeliveryList, { path: 'usercenter', data: pagedOf([delivery({ backgroundCheck: 'pending' })]) });
    fireEvent.click(screen.getByRole('button', { name: '不同意' }));
    expect(await screen.findByText('确认不同意背景调查吗？不同意可能影响您的录用结果。')).toBeTruthy();
    await confirm('确认不同意');
    expect(mockRequest).toHaveBeenCalledWith('delivery.disagreeBc', { deliveryId: 21 });
    expect(await screen.findAllByText('已拒绝背景调查')).not.toHaveLength(0);
  });

  it('links to the interview feedback only while it is open', () => {
    renderBlock(DeliveryList, {
      path: 'usercenter',
      props: { feedbackPath: 'userfeedback?deliveryId={id}' },
      data: pagedOf([delivery({ feedbackOpen: true }), titled('财务主管', { id: 22 })]),
    });
    expect(within(rowOf('软件开发工程师')).getByRole('link', { name: '面试评价' }).getAttribute('href')).toBe(`${BASE}/userfeedback?deliveryId=21`);
    expect(within(rowOf('财务主管')).queryByRole('link', { name: '面试评价' })).toBeNull();
  });

  it('names a sign-up (tag 2) by its activity', () => {
    const signUp = delivery({ id: 30, tag: '2', positionId: null, position: null, activity: { id: 5, title: '春季双选会', place: '国家会议中心', startTime: '2026-12-10T09:00:00' } });
    renderBlock(DeliveryList, { path: 'usercenter', data: pagedOf([signUp]) });
    const row = within(rowOf('春季双选会'));
    expect(row.getByText('国家会议中心')).toBeTruthy();
    expect(row.getByText('2026-12-10 09:00')).toBeTruthy();
  });

  it('shows the empty state under the filter, in English too', () => {
    renderBlock(DeliveryList, { path: 'usercenter', locale: 'en-US', data: pagedOf([]) });
    expect(screen.getByRole('radio', { name: 'Qualification review' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Filter by application status' })).toBeTruthy();
  });
});
