// @vitest-environment jsdom
import { addMessages, makeBlockProps, renderAt } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import zhApplying from '@/schemas/locales/zh-CN/applying.json';
import type { CollectedPosition } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { paged, position } from '@/tests/kits/pc/fixtures';
import CollectList from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);

addMessages('zh-CN', zhApplying);
const BASE = '/site/1/1001/portal/pc/default/pc';

const fav = (over: Partial<CollectedPosition> = {}): CollectedPosition => ({ ...position(), collectedAt: '2026-11-20T09:30:00.000Z', ...over });
const two = paged([fav(), fav({ id: 102, title: '数据分析师', recruitType: 'campus', status: 'closed' })]);

function renderList(data: Paged<CollectedPosition> | undefined, path = 'collect', props: Record<string, unknown> = {}) {
  const blockProps = makeBlockProps<Paged<CollectedPosition>>({ type: 'collect-list', data, path, props });
  blockProps.ctx.user = { id: 42, name: '王芳', domain: 'portal' };
  renderAt(<CollectList {...blockProps} />, path);
  return blockProps;
}

beforeEach(() => {
  mockRequest.mockReset();
});

describe('pc collect-list', () => {
  it('lists the favourites with their facts, each linking to its detail', () => {
    renderList(two);
    const list = screen.getByRole('list', { name: '我收藏的职位' });
    const rows = within(list).getAllByRole('listitem').filter((li) => li.classList.contains('pc-collect-list__row'));
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: '软件开发工程师' }).getAttribute('href')).toBe(`${BASE}/recruitmentview/101/social`);
    expect(rows[0].textContent).toContain('中铁建设集团有限公司');
    expect(rows[0].textContent).toContain('8000-12000 元/月');
    expect(rows[0].textContent).toContain('收藏于 2026-11-20');
    expect(within(rows[1]).getByRole('link', { name: '数据分析师' }).getAttribute('href')).toBe(`${BASE}/recruitmentview/102/campus`);
    expect(rows[1].textContent).toContain('已截止');
  });

  it('removes a row at once, tells so and asks for the list again', async () => {
    mockRequest.mockResolvedValue({ positionId: 101, collected: false });
    const props = renderList(two);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '取消收藏“软件开发工程师”' }));
    });
    expect(mockRequest).toHaveBeenCalledWith('collect.removeCareer', { positionId: 101 });
    expect(screen.queryByRole('link', { name: '软件开发工程师' })).toBeNull();
    expect(screen.getByRole('link', { name: '数据分析师' })).toBeTruthy();
    expect(props.reload).toHaveBeenCalled();
    expect(await screen.findByText('已取消收藏')).toBeTruthy();
  });

  it('keeps the row when the removal fails', async () => {
    mockRequest.mockRejectedValue(new Error('网络异常'));
    const props = renderList(two);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '取消收藏“软件开发工程师”' }));
    });
    expect(screen.getByRole('link', { name: '软件开发工程师' })).toBeTruthy();
    expect(props.reload).not.toHaveBeenCalled();
  });

  it('pages through ?page=', async () => {
    const props = renderList(paged([fav()], { total: 25 }));
    fireEvent.click(await screen.findByTitle('2'));
    expect(props.ctx.setQuery).toHaveBeenCalledWith({ page: 2 });
  });

  it('an emptied page after the first goes back one page', () => {
    const props = renderList(paged([], { total: 10, page: 2 }), 'collect?page=2');
    expect(props.ctx.setQuery).toHaveBeenCalledWith({ page: 1 });
  });

  it('without favourites says so and offers the positions', () => {
    renderList(paged([]));
    expect(screen.getByText('还没有收藏的职位')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去看看职位' }).getAttribute('href')).toBe(`${BASE}/recruitment/all/searchAll`);
  });
});
