// @vitest-environment jsdom
import { addMessages, makeBlockProps, renderAt, renderBlock } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import zhApplying from '@/schemas/locales/zh-CN/applying.json';
import zhPositionPage from '@/schemas/locales/zh-CN/position-page.json';
import { delivery } from '@/tests/kits/pc/delivery-list/fixtures';
import type { Position } from '@/src/core/entities';
import { paged, position, unit } from '@/tests/kits/pc/fixtures';
import PositionDetail from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);
addMessages('zh-CN', zhApplying);
addMessages('zh-CN', zhPositionPage);

const USER = { id: 42, name: '王芳', domain: 'portal' as const };
const PATH = 'recruitmentview/101/social';

/** The detail for a signed-in user (a candidate unless told), with a fresh SWR cache. */
function renderSignedIn(data: Position, props: Record<string, unknown> = {}, user: { id: number; name: string; domain: 'portal' | 'censor' } = USER) {
  const blockProps = makeBlockProps<Position>({ type: 'position-detail', data, props, path: PATH });
  blockProps.ctx.user = user;
  renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PositionDetail {...blockProps} />
    </SWRConfig>,
    PATH,
  );
  return blockProps.ctx;
}

beforeEach(() => {
  mockRequest.mockReset();
  // not applied yet: delivery.search by position answers nothing
  mockRequest.mockImplementation(async (name) => (name === 'delivery.search' ? paged([]) : undefined) as never);
});

const detail = position({ description: '负责核心系统开发。\n参与架构设计。', requirement: '本科及以上学历。', unit: unit() });

describe('pc position-detail', () => {
  it('draws the title, salary, facts, description, requirement and the unit card', () => {
    renderBlock(PositionDetail, { data: detail });
    expect(screen.getByRole('heading', { level: 2, name: '软件开发工程师' })).toBeTruthy();
    expect(screen.getByText('8000-12000 元/月')).toBeTruthy();
    expect(screen.getByText('学历要求').nextElementSibling?.textContent).toBe('本科');
    expect(screen.getByText('招聘人数').nextElementSibling?.textContent).toBe('3 人');
    expect(screen.getByRole('heading', { level: 3, name: '岗位职责' })).toBeTruthy();
    expect(screen.getByText(/负责核心系统开发/)).toBeTruthy();
    expect(screen.getByText('本科及以上学历。')).toBeTruthy();
    const aside = screen.getByRole('complementary', { name: '招聘单位' });
    expect(aside.textContent).toContain('建筑业 · 北京');
    expect(screen.getByRole('link', { name: /查看职位/ }).getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/recruitment/all/7');
  });

  it('links the apply button to the delivery page', async () => {
    const ctx = renderSignedIn(detail);
    const apply = await screen.findByRole('link', { name: '立即申请' });
    expect(mockRequest).toHaveBeenCalledWith('delivery.search', { positionId: 101, tag: '1', page: 1, pageSize: 1 });
    expect(apply.getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/apply/delivery/101/social');
    fireEvent.click(apply);
    expect(ctx.navigate).toHaveBeenCalledWith('apply/delivery/101/social');
  });

  it('sends a guest who applies to the login page, coming back to the delivery page', () => {
    const { ctx } = renderBlock(PositionDetail, { data: detail, path: PATH });
    const apply = screen.getByRole('link', { name: '立即申请' });
    const back = encodeURIComponent('/site/1/1001/portal/pc/default/pc/apply/delivery/101/social');
    expect(apply.getAttribute('href')).toBe(`/site/1/1001/portal/pc/default/pc/login?redirect=${back}`);
    fireEvent.click(apply);
    expect(ctx.navigate).toHaveBeenCalledWith(`login?redirect=${back}`);
  });

  it('follows the apply and unit paths a schema gives (army pc applies through apply/{id}/{src})', async () => {
    renderSignedIn(detail, { applyPath: 'apply/{id}/{recruitType}', unitPath: 'unitInfo/{id}' });
    expect((await screen.findByRole('link', { name: '立即申请' })).getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/apply/101/social');
    expect(screen.getByRole('link', { name: /查看职位/ }).getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/unitInfo/7');
  });

  it('offers no apply button for a closed position, says it is closed (tests/component/position-closed-pc) and 面议 without a salary', () => {
    renderBlock(PositionDetail, { data: position({ status: 'closed', salaryMin: null, salaryMax: null, salaryUnit: null }) });
    expect(screen.queryByRole('link', { name: '立即申请' })).toBeNull();
    expect(screen.queryByRole('button', { name: /已截止|立即申请/ })).toBeNull();
    expect(screen.getByText('该职位已停止招聘')).toBeTruthy();
    expect(screen.getByText('面议')).toBeTruthy();
  });

  it('shows the error state when the position could not load', () => {
    renderBlock(PositionDetail, { error: new Error('NOT_FOUND') });
    expect(screen.getByRole('alert').textContent).toContain('加载失败');
  });

  describe('the favourite button (props.collect)', () => {
    it('is not drawn unless the schema asks for it', () => {
      renderSignedIn(detail);
      expect(screen.queryByRole('button', { name: /收藏/ })).toBeNull();
      expect(mockRequest).not.toHaveBeenCalledWith('collect.getCareer', expect.anything());
    });

    it('reads collect.getCareer and toggles with collect.career and collect.removeCareer', async () => {
      mockRequest.mockImplementation(async (name) => {
        if (name === 'collect.getCareer' || name === 'delivery.search') return paged([]) as never;
        if (name === 'collect.career') return { positionId: 101, collected: true } as never;
        return { positionId: 101, collected: false } as never;
      });
      renderSignedIn(detail, { collect: true });
      const button = screen.getByRole('button', { name: /收藏/ });
      await waitFor(() => expect(mockRequest).toHaveBeenCalledWith('collect.getCareer', { positionId: 101, page: 1, pageSize: 1 }));
      await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));

      await act(async () => {
        fireEvent.click(button);
      });
      expect(mockRequest).toHaveBeenCalledWith('collect.career', { positionId: 101 });
      await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
      expect(await screen.findByText('已收藏该职位')).toBeTruthy();

      await act(async () => {
        fireEvent.click(button);
      });
      expect(mockRequest).toHaveBeenCalledWith('collect.removeCareer', { positionId: 101 });
      await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
      expect(await screen.findByText('已取消收藏')).toBeTruthy();
    });

    it('shows a position already kept as pressed', async () => {
      mockRequest.mockImplementation(async (name) => (name === 'collect.getCareer' ? paged([{ ...detail, collectedAt: '2026-11-20T00:00:00.000Z' }]) : paged([])) as never);
      renderSignedIn(detail, { collect: true });
      await waitFor(() => expect(screen.getByRole('button', { name: /收藏/ }).getAttribute('aria-pressed')).toBe('true'));
    });

    it('sends a guest to the login page, coming back to this detail', () => {
      const { ctx } = renderBlock(PositionDetail, { data: detail, path: PATH, props: { collect: true } });
      fireEvent.click(screen.getByRole('button', { name: /收藏/ }));
      expect(ctx.navigate).toHaveBeenCalledWith(`login?redirect=${encodeURIComponent('/site/1/1001/portal/pc/default/pc/recruitmentview/101/social')}`);
      expect(mockRequest).not.toHaveBeenCalled();
    });
  });

  describe('applied is applied', () => {
    it("shows 已申请 and leads to that application's progress instead of the apply button", async () => {
      mockRequest.mockImplementation(async (name) => (name === 'delivery.search' ? paged([delivery({ id: 21, positionId: 101, status: 'reviewing' })]) : undefined) as never);
      const ctx = renderSignedIn(detail);
      expect((await screen.findByRole('status')).textContent).toContain('已申请');
      const progress = screen.getByRole('link', { name: '查看申请进度' });
      expect(progress.getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/recruitmentflow?deliveryId=21');
      expect(screen.queryByRole('link', { name: '立即申请' })).toBeNull();
      fireEvent.click(progress);
      expect(ctx.navigate).toHaveBeenCalledWith('recruitmentflow?deliveryId=21');
    });

    it('follows the progress path a schema gives', async () => {
      mockRequest.mockImplementation(async (name) => (name === 'delivery.search' ? paged([delivery({ id: 21, positionId: 101 })]) : undefined) as never);
      renderSignedIn(detail, { progressPath: 'usercenter?deliveryId={id}' });
      expect((await screen.findByRole('link', { name: '查看申请进度' })).getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/usercenter?deliveryId=21');
    });

    it('asks nothing for a guest or a reviewer, who keep the apply button', () => {
      renderBlock(PositionDetail, { data: detail, path: PATH });
      expect(screen.getByRole('link', { name: '立即申请' })).toBeTruthy();
      expect(mockRequest).not.toHaveBeenCalled();
    });
  });
});
