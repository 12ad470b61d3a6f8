// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Delivery } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { answerBy, delivery, notification, pagedOf, withFollowing } from '@/tests/kits/h5/delivery-list/fixtures';
import DeliveryFlowBlock from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);
const DeliveryFlow = withFollowing(DeliveryFlowBlock);

const reviewing = delivery({
  id: 23,
  status: 'reviewing',
  withdrawable: false,
  history: [
    { status: 'submitted', at: '2026-11-18T10:00:00' },
    { status: 'reviewing', at: '2026-11-20T09:15:00', comment: '材料齐全' },
  ],
});

afterEach(cleanup);
beforeEach(() => {
  mockRequest.mockReset();
});

describe('h5 delivery-flow', () => {
  it('without ?deliveryId= lists the applications, each opening its progress', () => {
    renderBlock<Paged<Delivery>>(DeliveryFlow, { path: 'layout/recruitmentflow', data: pagedOf([delivery({ unread: 2 })]) });
    expect(screen.getByRole('heading', { name: '请选择要查看进度的申请' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /退役军人专项岗/ });
    expect(link.getAttribute('href')).toBe(at('layout/recruitmentflow?deliveryId=21'));
    expect(within(link).getByText('2 条未读')).toBeTruthy();
  });

  it('opens one application with its dated timeline (oldest first, comments shown) and its notifications', async () => {
    mockRequest.mockImplementation(answerBy({ 'delivery.open': reviewing, 'delivery.notifications': pagedOf([notification({ deliveryId: 23 })]) }) as never);
    const view = renderBlock<Paged<Delivery>>(DeliveryFlow, { path: 'layout/recruitmentflow?deliveryId=23', data: pagedOf([reviewing]) });
    expect(await screen.findByRole('heading', { name: '退役军人专项岗', level: 2 })).toBeTruthy();
    const timeline = within(screen.getByRole('region', { name: '申请进度' }));
    expect(timeline.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['投递成功2026-11-18 10:00', '资格审查中2026-11-20 09:15材料齐全']);
    const notes = within(screen.getByRole('region', { name: '消息通知' }));
    expect(await notes.findByRole('heading', { name: '资格审查通过' })).toBeTruthy();
    expect(mockRequest).toHaveBeenCalledWith('delivery.notifications', { deliveryId: 23, page: 1, pageSize: 50 });
    fireEvent.click(screen.getByRole('button', { name: '‹ 返回全部申请' }));
    expect(view.location().search).toBe('');
  });

  it('draws the interview feedback only once an interview took place (feedbackOpen)', async () => {
    mockRequest.mockImplementation(answerBy({ 'delivery.open': reviewing, 'delivery.notifications': pagedOf([]) }) as never);
    renderBlock<Paged<Delivery>>(DeliveryFlow, { path: 'layout/recruitmentflow?deliveryId=23', data: pagedOf([reviewing]) });
    expect(await screen.findByRole('region', { name: '申请进度' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '评价本次面试' })).toBeNull();
    cleanup();
    mockRequest.mockImplementation(answerBy({ 'delivery.open': { ...reviewing, feedbackOpen: true }, 'delivery.notifications': pagedOf([]) }) as never);
    renderBlock<Paged<Delivery>>(DeliveryFlow, { path: 'layout/recruitmentflow?deliveryId=23', data: pagedOf([reviewing]) });
    const section = await screen.findByRole('region', { name: '评价本次面试' });
    expect(section.id).toBe('feedback');
  });

  it('withdraws from the opened application and goes back to the list', async () => {
    const submitted = delivery({ id: 24 });
    mockRequest.mockImplementation(answerBy({ 'delivery.open': submitted, 'delivery.notifications': pagedOf([]), 'delivery.delete': null }) as never);
    const view = renderBlock<Paged<Delivery>>(DeliveryFlow, { path: 'layout/recruitmentflow?deliveryId=24', data: pagedOf([submitted]) });
    fireEvent.click(await screen.findByRole('button', { name: '撤回申请' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '确认撤回' }));
    });
    expect(mockRequest).toHaveBeenCalledWith('delivery.delete', { deliveryId: 24 });
    await waitFor(() => expect(view.location().search).toBe(''));
    expect(view.reload).toHaveBeenCalled();
  });
});
