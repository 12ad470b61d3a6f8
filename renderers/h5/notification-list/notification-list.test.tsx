// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryNotification } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { renderBlock } from '@/tests/kits/h5/test-utils';
import { answerBy, delivery, notification, pagedOf, slot, withFollowing } from '@/tests/kits/h5/delivery-list/fixtures';
import { expectMessagesOfEachKindInEnglish, messagesOfEachKind } from '@/tests/kits/common/notification-list/fixtures';
import NotificationListBlock from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);
const NotificationList = withFollowing(NotificationListBlock);

const invitation = notification({ id: 63, kind: 'interview', title: '面试邀请', appointmentTimeArrangeId: 5, read: false });
const slots = [slot(), slot({ id: 8, start: '2026-12-01T14:00:00', end: '2026-12-01T15:00:00', taken: 4 })];

afterEach(cleanup);
beforeEach(() => {
  mockRequest.mockReset();
});

describe('h5 notification-list', () => {
  it('an interview invitation offers its times; a full one is disabled; confirming shows the chosen time', async () => {
    let confirmed = false;
    mockRequest.mockImplementation(
      answerBy({
        'appointment.list': () => (confirmed ? slots.map((s) => ({ ...s, chosen: s.id === 7 })) : slots),
        'delivery.notificationConfirm': () => {
          confirmed = true;
          return { ...invitation, confirmedAt: '2026-11-21T08:00:00' };
        },
      }) as never,
    );
    renderBlock<Paged<DeliveryNotification>>(NotificationList, { path: 'layout/recruitmentflow', data: pagedOf([invitation]) });
    const group = await screen.findByRole('radiogroup', { name: '请选择面试时间' });
    expect(screen.getByText('未读')).toBeTruthy();
    const full = within(group).getByRole('radio', { name: /2026-12-01 14:00-15:00/ }) as HTMLInputElement;
    expect(full.disabled).toBe(true);
    expect(full.closest('label')?.textContent).toContain('已约满');
    const open = within(group).getByRole('radio', { name: /2026-12-01 09:00-10:00/ });
    expect(open.closest('label')?.textContent).toContain('地点: 南京市玄武区中山路 8 号剩余 3 个名额');
    fireEvent.click(open);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认面试时间' }));
    });
    expect(mockRequest).toHaveBeenCalledWith('delivery.notificationConfirm', { notificationId: 63, slotId: 7 });
    expect(await screen.findByText('已确认面试时间：2026-12-01 09:00-10:00')).toBeTruthy();
  });

  it('words a message by its kind in English, and shows the stored text for a kind it does not know', () => {
    renderBlock<Paged<DeliveryNotification>>(NotificationList, { path: 'layout/recruitmentflow', locale: 'en-US', data: pagedOf(messagesOfEachKind(notification)) });
    expectMessagesOfEachKindInEnglish();
  });

  it('the thread view: oldest first, read-only, with where replies go', async () => {
    mockRequest.mockImplementation(answerBy({ 'delivery.search': pagedOf([delivery()]) }) as never);
    const view = renderBlock<Paged<DeliveryNotification>>(NotificationList, {
      path: 'layout/chat',
      props: { view: 'thread' },
      data: pagedOf([notification({ id: 64, title: '第二条', createdAt: '2026-11-22T09:00:00' }), notification({ title: '第一条' })]),
    });
    const thread = within(screen.getByRole('list', { name: '消息记录' }));
    expect(thread.getAllByRole('heading').map((h) => h.textContent)).toEqual(['第一条', '第二条']);
    expect(screen.getByRole('note').textContent).toContain('不能在此回复');
    fireEvent.click(await screen.findByRole('button', { name: '退役军人专项岗' }));
    await waitFor(() => expect(view.location().search).toBe('?deliveryId=21'));
  });
});
