// @vitest-environment jsdom
import { renderBlock } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerBy, delivery, notification, pagedOf, withFreshCache } from '@/tests/kits/pc/delivery-list/fixtures';
import DeliveryFlow from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);
const Flow = withFreshCache(DeliveryFlow);

const BASE = '/site/1/1001/portal/pc/default/pc';

const opened = delivery({
  id: 23,
  status: 'reviewing',
  withdrawable: false,
  backgroundCheck: 'pending',
  history: [
    { status: 'reviewing', at: '2026-11-20T09:15:00', comment: '材料齐全，进入资格审查' },
    { status: 'submitted', at: '2026-11-18T10:00:00' },
  ],
});

beforeEach(() => {
  mockRequest.mockReset();
});

describe('pc delivery-flow', () => {
  it('without ?deliveryId= lists the applications to pick from', () => {
    renderBlock(Flow, { path: 'recruitmentflow', data: pagedOf([delivery({ unread: 1 }), opened]) });
    expect(screen.getByRole('heading', { name: '请选择要查看进度的申请' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: '软件开发工程师' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([`${BASE}/recruitmentflow?deliveryId=21`, `${BASE}/recruitmentflow?deliveryId=23`]);
    expect(screen.getByText('1 条未读')).toBeTruthy();
    expect(screen.getByText('资格审查中')).toBeTruthy();
  });

  it('opens one application: its dated timeline oldest first, with comments, and its notifications', async () => {
    mockRequest.mockImplementation(
      answerBy({
        'delivery.open': opened,
        'delivery.notifications': pagedOf([notification({ id: 62, title: '请确认背景调查', read: false }), notification()]),
      }) as never,
    );
    renderBlock(Flow, { path: 'recruitmentflow?deliveryId=23', data: pagedOf([opened]) });
    expect(await screen.findByRole('heading', { name: '软件开发工程师', level: 2 })).toBeTruthy();
    expect(mockRequest).toHaveBeenCalledWith('delivery.open', { deliveryId: 23 });
    const timeline = within(screen.getByRole('region', { name: '申请进度' }));
    const events = timeline.getAllByRole('listitem').map((li) => li.textContent);
    expect(events).toEqual(['投递成功2026-11-18 10:00', '资格审查中2026-11-20 09:15材料齐全，进入资格审查']);
    const notes = within(screen.getByRole('region', { name: '消息通知' }));
    expect(await notes.findByRole('heading', { name: '请确认背景调查' })).toBeTruthy();
    expect(notes.getByText('未读')).toBeTruthy();
    expect(notes.getAllByText('2026-11-20 09:30')).toHaveLength(2);
  });

  it('answers the background check from the opened application', async () => {
    mockRequest.mockImplementation(
      answerBy({
        'delivery.open': opened,
        'delivery.notifications': pagedOf([]),
        'delivery.agreeBc': { ...opened, backgroundCheck: 'agreed' },
      }) as never,
    );
    const { props } = renderBlock(Flow, { path: 'recruitmentflow?deliveryId=23', data: pagedOf([opened]) });
    fireEvent.click(await screen.findByRole('button', { name: '同意背景调查' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '确认同意' }));
    });
    expect(mockRequest).toHaveBeenCalledWith('delivery.agreeBc', { deliveryId: 23 });
    expect(await screen.findAllByText('已同意背景调查')).not.toHaveLength(0);
    expect(props.reload).toHaveBeenCalled();
  });

  it('withdraws a submitted application and goes back to the list', async () => {
    const submitted = delivery({ id: 24 });
    mockRequest.mockImplementation(answerBy({ 'delivery.open': submitted, 'delivery.notifications': pagedOf([]), 'delivery.delete': null }) as never);
    const { ctx } = renderBlock(Flow, { path: 'recruitmentflow?deliveryId=24', data: pagedOf([submitted]) });
    fireEvent.click(await screen.findByRole('button', { name: '撤回申请' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '确认撤回' }));
    });
    expect(mockRequest).toHaveBeenCalledWith('delivery.delete', { deliveryId: 24 });
    await waitFor(() => expect(ctx.setQuery).toHaveBeenCalledWith({ deliveryId: undefined }));
    expect(mockRequest.mock.calls.filter(([name]) => name === 'delivery.open')).toHaveLength(1);
  });

  it('offers no interview feedback before an interview took place (feedbackOpen false)', async () => {
    mockRequest.mockImplementation(answerBy({ 'delivery.open': { ...opened, feedbackOpen: false }, 'delivery.notifications': pagedOf([]) }) as never);
    renderBlock(Flow, { path: 'recruitmentflow?deliveryId=23', data: pagedOf([opened]) });
    expect(await screen.findByRole('region', { name: '申请进度' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '评价本次面试' })).toBeNull();
    expect(screen.queryByText('面试评价')).toBeNull();
  });

  it('offers the interview feedback while it is open, and a way back', async () => {
    mockRequest.mockImplementation(answerBy({ 'delivery.open': { ...opened, feedbackOpen: true }, 'delivery.notifications': pagedOf([]) }) as never);
    const { ctx } = renderBlock(Flow, { path: 'recruitmentflow?deliveryId=23', data: pagedOf([opened]) });
    const section = await screen.findByRole('region', { name: '评价本次面试' });
    expect(section.id).toBe('feedback');
    expect(within(section).getByRole('radio', { name: '5 很好' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '← 返回全部申请' }));
    expect(ctx.setQuery).toHaveBeenCalledWith({ deliveryId: undefined });
  });
});
