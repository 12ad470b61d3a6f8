// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectedPosition } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { paged, position } from '@/tests/kits/h5/fixtures';
import { withApplyingMessages } from '@/tests/kits/h5/apply-wizard/with-applying-messages';
import Block from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);

const CollectList = withApplyingMessages(Block);
const USER = { id: 42, name: '王芳', domain: 'portal' as const };
const fav = (over: Partial<CollectedPosition> = {}): CollectedPosition => ({ ...position(), collectedAt: '2026-11-20T09:30:00.000Z', ...over });
const show = (data: Paged<CollectedPosition> | undefined, path = 'layout/collect') => renderBlock<Paged<CollectedPosition>>(CollectList, { data, path, user: USER });

afterEach(cleanup);
beforeEach(() => {
  mockRequest.mockReset();
});

describe('h5 collect-list', () => {
  it('shows each favourite as a card linking to its detail under layout/', () => {
    show(paged([fav(), fav({ id: 2, title: '数据分析师', status: 'closed' })]));
    const list = screen.getByRole('list', { name: '我收藏的职位' });
    expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([at('layout/recruitmentview/1/social'), at('layout/recruitmentview/2/social')]);
    expect(list.textContent).toContain('收藏于 2026-11-20');
    expect(list.textContent).toContain('已截止');
    expect(screen.getByText('共 2 条')).toBeTruthy();
  });

  it('removes a favourite: the card leaves the list and the list is asked again', async () => {
    mockRequest.mockResolvedValue({ positionId: 1, collected: false });
    const view = show(paged([fav(), fav({ id: 2, title: '数据分析师' })]));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '取消收藏“软件开发工程师”' }));
    });
    expect(mockRequest).toHaveBeenCalledWith('collect.removeCareer', { positionId: 1 });
    expect(screen.queryByText('软件开发工程师')).toBeNull();
    expect(screen.getByText('数据分析师')).toBeTruthy();
    expect(view.reload).toHaveBeenCalled();
  });

  it('pages with ?page=', () => {
    const view = show(paged([fav()], 25, 1, 10));
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(view.location().search).toBe('?page=2');
  });

  it('without favourites says so and offers the positions', () => {
    show(paged([]));
    expect(screen.getByText('还没有收藏的职位')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去看看职位' }).getAttribute('href')).toBe(at('layout/recruitment/all/searchAll'));
  });
});
