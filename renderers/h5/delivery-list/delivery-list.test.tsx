// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Delivery } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { delivery, pagedOf, titled, withFollowing } from '@/tests/kits/h5/delivery-list/fixtures';
import DeliveryListBlock from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);
const DeliveryList = withFollowing(DeliveryListBlock);

afterEach(cleanup);
beforeEach(() => {
  mockRequest.mockReset();
});

const cardOf = (title: string) => screen.getAllByRole('link', { name: title })[0].closest('li') as HTMLElement;

async function confirmDialog(button: string) {
  const dialog = await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: button }));
  });
}

describe('h5 delivery-list', () => {
  it('draws each application with its status label, unit, date, unread count and links under layout/', () => {
    renderBlock<Paged<Delivery>>(DeliveryList, {
      path: 'layout/usercenter',
      data: pagedOf([delivery({ unread: 3, feedbackOpen: true }), titled('文职岗', { id: 22, status: 'passed', withdrawable: false })]),
    });
    const first = within(cardOf('退役军人专项岗'));
    expect(first.getByText('投递成功')).toBeTruthy();
    expect(first.getByText('军民融合发展中心')).toBeTruthy();
    expect(first.getByText('投递时间 2026-11-18')).toBeTruthy();
    expect(first.getByText('3 条未读')).toBeTruthy();
    expect(first.getByRole('link', { name: '查看进度' }).getAttribute('href')).toBe(at('layout/recruitmentflow?deliveryId=21'));
    expect(first.getByRole('link', { name: '面试评价' }).getAttribute('href')).toBe(at('layout/recruitmentflow?deliveryId=21#feedback'));
    const second = within(cardOf('文职岗'));
    expect(second.getByText('资格审查通过').className).toContain('h5-delivery-status--passed');
    expect(second.queryByRole('button', { name: '撤回申请' })).toBeNull();
    // 面试评价 only where an interview took place (the server's feedbackOpen)
    expect(second.queryByRole('link', { name: '面试评价' })).toBeNull();
  });

  it('filters through ?status= and back to page 1', () => {
    const view = renderBlock<Paged<Delivery>>(DeliveryList, { path: 'layout/usercenter?page=2', data: pagedOf([delivery()]) });
    const chips = within(screen.getByRole('group', { name: '按申请状态筛选' }));
    expect(chips.getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(chips.getByRole('button', { name: '资格审查未通过' }));
    expect(view.location().search).toBe('?status=failed');
    expect(chips.getByRole('button', { name: '资格审查未通过' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('withdraws after a confirm and the card leaves the list', async () => {
    mockRequest.mockResolvedValue(null);
    const view = renderBlock<Paged<Delivery>>(DeliveryList, { path: 'layout/usercenter', data: pagedOf([delivery()]) });
    fireEvent.click(screen.getByRole('button', { name: '撤回申请' }));
    expect(await screen.findByText('撤回后，“退役军人专项岗”的申请将从列表中移除；如需再次申请，请重新投递。')).toBeTruthy();
    await confirmDialog('确认撤回');
    expect(mockRequest).toHaveBeenCalledWith('delivery.delete', { deliveryId: 21 });
    await waitFor(() => expect(screen.queryByRole('link', { name: '退役军人专项岗' })).toBeNull());
    expect(view.reload).toHaveBeenCalled();
  });

  it('does nothing when the confirm is cancelled', async () => {
    renderBlock<Paged<Delivery>>(DeliveryList, { path: 'layout/usercenter', data: pagedOf([delivery()]) });
    fireEvent.click(screen.getByRole('button', { name: '撤回申请' }));
    await confirmDialog('取消');
    expect(mockRequest).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link', { name: '退役军人专项岗' })).toHaveLength(1);
  });

  it('answers the background check: agree, and the card shows the answer', async () => {
    mockRequest.mockResolvedValue(delivery({ backgroundCheck: 'agreed' }));
    renderBlock<Paged<Delivery>>(DeliveryList, { path: 'layout/usercenter', data: pagedOf([delivery({ backgroundCheck: 'pending' })]) });
    const question = within(screen.getByRole('group', { name: '背景调查授权' }));
    fireEvent.click(question.getByRole('button', { name: '同意背景调查' }));
    await confirmDialog('确认同意');
    expect(mockRequest).toHaveBeenCalledWith('delivery.agreeBc', { deliveryId: 21 });
    expect(await screen.findByText('已同意背景调查', { selector: 'p' })).toBeTruthy();
  });

  it('is in English too', () => {
    renderBlock<Paged<Delivery>>(DeliveryList, { path: 'layout/usercenter', locale: 'en-US', data: pagedOf([delivery()]) });
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.getByText('Submitted', { selector: '.h5-delivery-status' })).toBeTruthy();
  });
});
