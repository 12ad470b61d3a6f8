// The messages both kits' notification-list tests word in English: one of each kind the block knows, and one of
// a kind it does not (shown as stored). Tests only.
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { DeliveryNotification } from '@/src/core/application-api';

/** A status update, an interview invitation and a message of an unknown kind, made by a kit's `notification` fixture. */
export function messagesOfEachKind(notification: (over: Partial<DeliveryNotification>) => DeliveryNotification): DeliveryNotification[] {
  const passed = notification({
    id: 70,
    title: '投递状态更新：资格审查通过',
    body: '您投递的职位“软件开发工程师”状态已更新为“资格审查通过”。',
    messageKind: 'deliveryStatus',
    messageParams: { status: 'passed', positionId: 101, title: '软件开发工程师' },
  });
  const invited = notification({
    id: 71,
    kind: 'interview',
    title: '面试邀请',
    body: '',
    messageKind: 'interviewInvitation',
    messageParams: { positionId: 101, title: '软件开发工程师', from: '2026-11-26T01:00:00.000Z', to: '2026-11-26T02:00:00.000Z' },
  });
  const other = notification({ id: 72, title: '系统通知', body: '请于本周五前到人事处报到。', messageKind: 'examNotice', messageParams: { title: 'x' } });
  return [passed, invited, other];
}

/** What the en-US page shows of messagesOfEachKind: the known kinds in English, the unknown one as stored. */
export function expectMessagesOfEachKindInEnglish(): void {
  expect(screen.getByRole('heading', { name: 'Application update: Qualification passed' })).toBeTruthy();
  expect(screen.getByText('The status of your application for "软件开发工程师" is now "Qualification passed".')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Interview invitation' })).toBeTruthy();
  // the portal's clock (Asia/Shanghai): 01:00Z is 09:00
  expect(screen.getByText(/\(2026-11-26 09:00 to 2026-11-26 10:00\)/)).toBeTruthy();
  expect(screen.getByRole('heading', { name: '系统通知' })).toBeTruthy();
  expect(screen.getByText('请于本周五前到人事处报到。')).toBeTruthy();
}
