// @vitest-environment jsdom
import { renderBlock } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BizError } from '@/src/api/errors';
import { answerBy, delivery, notification, pagedOf, slot, withFreshCache } from '@/tests/kits/pc/delivery-list/fixtures';
import { expectMessagesOfEachKindInEnglish, messagesOfEachKind } from '@/tests/kits/common/notification-list/fixtures';
import NotificationList from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);
const Notes = withFreshCache(NotificationList);

const invitation = notification({ id: 63, kind: 'interview', title: '面试邀请', body: '请选择面试时间。', appointmentTimeArrangeId: 5, read: false });
const slots = [
  slot(),
  slot({ id: 8, start: '2026-12-01T14:00:00', end: '2026-12-01T15:00:00', taken: 5 }),
  slot({ id: 9, start: '2026-12-02T09:00:00', end: '2026-12-02T10:00:00', taken: 0 }),
];

beforeEach(() => {
  mockRequest.mockReset();
});

describe('pc notification-list', () => {
  it('offers an invitation\'s times with place and free places; a full one is disabled', async () => {
    mockRequest.mockImplementation(answerBy({ 'appointment.list': slots }) as never);
    renderBlock(Notes, { path: 'recruitmentflow', data: pagedOf([invitation]) });
    const group = await screen.findByRole('radiogroup', { name: '请选择面试时间' });
    expect(mockRequest).toHaveBeenCalledWith('appointment.list', { appointmentTimeArrangeId: 5 });
    const first = within(group).getByRole('radio', { name: /2026-12-01 09:00-10:00/ });
    expect(first.closest('label')?.textContent).toContain('地点: 北京市海淀区学院路 1 号 302 室');
    expect(first.closest('label')?.textContent).toContain('剩余 3 个名额');
    const full = within(group).getByRole('radio', { name: /2026-12-01 14:00-15:00/ }) as HTMLInputElement;
    expect(full.disabled).toBe(true);
    expect(full.closest('label')?.textContent).toContain('已约满');
  });

  it('in English counts the free places with the plural form of their number', async () => {
    const counted = [slot(), slot({ id: 10, start: '2026-12-03T09:00:00', end: '2026-12-03T10:00:00', taken: 4 })];
    mockRequest.mockImplementation(answerBy({ 'appointment.list': counted }) as never);
    renderBlock(Notes, { path: 'recruitmentflow', data: pagedOf([invitation]), locale: 'en-US' });
    const group = await screen.findByRole('radiogroup');
    const labels = within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent ?? '');
    expect(labels[0]).toContain('3 places left');
    expect(labels[1]).toContain('1 place left');
    expect(labels[1]).not.toContain('places');
  });

  it('confirms the chosen time with delivery.notificationConfirm, then shows it', async () => {
    let confirmed = false;
    mockRequest.mockImplementation(
      answerBy({
        'appointment.list': () => (confirmed ? slots.map((s) => ({ ...s, chosen: s.id === 9, taken: s.id === 9 ? 1 : s.taken })) : slots),
        'delivery.notificationConfirm': () => {
          confirmed = true;
          return { ...invitation, read: true, confirmedAt: '2026-11-21T08:00:00' };
        },
      }) as never,
    );
    renderBlock(Notes, { path: 'recruitmentflow', data: pagedOf([invitation]) });
    fireEvent.click(await screen.findByRole('button', { name: '确认面试时间' }));
    expect(await screen.findByText('请先选择一个面试时间')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /2026-12-02 09:00-10:00/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认面试时间' }));
    });
    expect(mockRequest).toHaveBeenCalledWith('delivery.notificationConfirm', { notificationId: 63, slotId: 9 });
    expect(await screen.findByText('已确认面试时间：2026-12-02 09:00-10:00')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('reloads the times when the slot filled up meanwhile', async () => {
    let calls = 0;
    mockRequest.mockImplementation(
      answerBy({
        'appointment.list': () => (calls++ === 0 ? slots : slots.map((s) => (s.id === 9 ? { ...s, taken: 5 } : s))),
        'delivery.notificationConfirm': new BizError({ errorCode: 'SLOT_FULL', errorMessage: '该时段已满' }),
      }) as never,
    );
    renderBlock(Notes, { path: 'recruitmentflow', data: pagedOf([invitation]) });
    fireEvent.click(await screen.findByRole('radio', { name: /2026-12-02 09:00-10:00/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认面试时间' }));
    });
    await waitFor(() => expect((screen.getByRole('radio', { name: /2026-12-02 09:00-10:00/ }) as HTMLInputElement).disabled).toBe(true));
  });

  it('the chat view: applications at the side, the messages oldest first, and where replies go', async () => {
    mockRequest.mockImplementation(answerBy({ 'delivery.search': pagedOf([delivery({ unread: 1 })]), 'appointment.list': [] }) as never);
    const { ctx } = renderBlock(Notes, {
      path: 'chat',
      props: { view: 'thread' },
      data: pagedOf([notification({ id: 64, title: '资格审查通过', createdAt: '2026-11-22T09:00:00' }), notification({ id: 61, title: '投递成功', createdAt: '2026-11-18T10:00:00' })]),
    });
    const side = within(screen.getByRole('navigation', { name: '我的申请' }));
    fireEvent.click(await side.findByRole('button', { name: /软件开发工程师/ }));
    expect(ctx.setQuery).toHaveBeenCalledWith({ deliveryId: 21 });
    expect(side.getByRole('button', { name: '全部消息' }).getAttribute('aria-current')).toBe('true');
    const thread = within(screen.getByRole('list', { name: '消息记录' }));
    expect(thread.getAllByRole('heading').map((h) => h.textContent)).toEqual(['投递成功', '资格审查通过']);
    expect(thread.getAllByText('招聘单位 · 软件开发工程师')).toHaveLength(2);
    expect(screen.getByText(/只能查看，不能在此回复/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('words a message by its kind in English, and shows the stored text for a kind it does not know', () => {
    renderBlock(Notes, { path: 'recruitmentflow', locale: 'en-US', data: pagedOf(messagesOfEachKind(notification)) });
    expectMessagesOfEachKindInEnglish();
  });

  it('shows the empty state in English', () => {
    renderBlock(Notes, { path: 'recruitmentflow', locale: 'en-US', data: pagedOf([]) });
    expect(screen.getByText('No notifications yet')).toBeTruthy();
  });
});
