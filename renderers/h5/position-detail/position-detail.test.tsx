// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ComponentProps } from 'react';
import type { Position } from '@/src/core/entities';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { paged, position } from '@/tests/kits/h5/fixtures';
import { withApplyingMessages } from '@/tests/kits/h5/apply-wizard/with-applying-messages';
import { delivery } from '@/tests/kits/h5/delivery-list/fixtures';
import Block from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);

const Detail = withApplyingMessages(Block);
/** the detail in a fresh SWR cache, with the applying catalogue */
function PositionDetail(props: ComponentProps<typeof Detail>) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <Detail {...props} />
    </SWRConfig>
  );
}
const USER = { id: 42, name: '王芳', domain: 'portal' as const };

afterEach(cleanup);
beforeEach(() => {
  mockRequest.mockReset();
  // not applied yet: delivery.search by position answers nothing
  mockRequest.mockImplementation(async (name) => (name === 'delivery.search' ? paged([]) : undefined) as never);
});

const detail = position({
  id: 5,
  description: '负责后端服务开发。\n参与架构设计。',
  requirement: '计算机相关专业。',
  unit: { id: 11, parentId: null, name: '中国建设集团', industry: '建筑', city: '北京', intro: '大型央企。', logoText: '建', positionCount: 12, hot: true },
});

describe('h5 position-detail', () => {
  it('shows the title, salary, facts, texts and the unit', () => {
    renderBlock<Position>(PositionDetail, { data: detail, path: 'layout/recruitmentview/5/social' });
    expect(screen.getByRole('heading', { name: '软件开发工程师' })).toBeTruthy();
    expect(screen.getByText('8000-12000 元/月')).toBeTruthy();
    expect(screen.getByText('学历要求').nextElementSibling?.textContent).toBe('本科及以上');
    expect(screen.getByText('招聘人数').nextElementSibling?.textContent).toBe('3 人');
    expect(screen.getByRole('heading', { name: '岗位职责' })).toBeTruthy();
    expect(screen.getByText(/参与架构设计/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /中国建设集团/ }).getAttribute('href')).toBe(at('layout/recruitment/all/11'));
  });

  it('the apply button leads to apply/delivery/{id}', async () => {
    const view = renderBlock<Position>(PositionDetail, { data: detail, path: 'layout/recruitmentview/5/social', user: USER });
    fireEvent.click(await screen.findByRole('button', { name: '立即申请' }));
    expect(view.location().pathname).toBe(at('layout/apply/delivery/5'));
  });

  it('a guest who applies goes to the login page, coming back to apply/delivery/{id}', () => {
    const view = renderBlock<Position>(PositionDetail, { data: detail, path: 'layout/recruitmentview/5/social' });
    fireEvent.click(screen.getByRole('button', { name: '立即申请' }));
    expect(view.location().pathname).toBe(at('layout/login'));
    expect(new URLSearchParams(view.location().search).get('redirect')).toBe(at('layout/apply/delivery/5'));
  });

  it('the favourite button (props.collect) reads and toggles the favourite', async () => {
    mockRequest.mockImplementation(async (name) => (name === 'collect.getCareer' ? paged([]) : { positionId: 5, collected: true }) as never);
    renderBlock<Position>(PositionDetail, { data: detail, path: 'layout/recruitmentview/5/social', user: USER, props: { collect: true } });
    const button = screen.getByRole('button', { name: /收藏/ });
    await waitFor(() => expect(mockRequest).toHaveBeenCalledWith('collect.getCareer', { positionId: 5, page: 1, pageSize: 1 }));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    await act(async () => {
      fireEvent.click(button);
    });
    expect(mockRequest).toHaveBeenCalledWith('collect.career', { positionId: 5 });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
  });

  it('a guest who presses 收藏 goes to the login page and comes back to the detail', () => {
    const view = renderBlock<Position>(PositionDetail, { data: detail, path: 'layout/recruitmentview/5/social', props: { collect: true } });
    fireEvent.click(screen.getByRole('button', { name: /收藏/ }));
    expect(view.location().pathname).toBe(at('layout/login'));
    expect(new URLSearchParams(view.location().search).get('redirect')).toBe(at('layout/recruitmentview/5/social'));
    expect(mockRequest).not.toHaveBeenCalled();
  });

  it('a closed position cannot be applied to: no apply button, the bar says it is closed (tests/component/position-closed-h5)', () => {
    renderBlock<Position>(PositionDetail, { data: { ...detail, status: 'closed', salaryMin: null, salaryMax: null } });
    expect(screen.queryByRole('button', { name: /立即申请|已截止/ })).toBeNull();
    expect(screen.getAllByText('该职位已停止招聘')).toHaveLength(2);
    expect(screen.getByText('面议')).toBeTruthy();
  });

  it("an applied candidate sees 已申请 and goes to that application's progress, not to apply again", async () => {
    mockRequest.mockImplementation(async (name) => (name === 'delivery.search' ? paged([delivery({ id: 31, positionId: 5, status: 'applying' })]) : undefined) as never);
    const view = renderBlock<Position>(PositionDetail, { data: detail, path: 'layout/recruitmentview/5/social', user: USER });
    expect((await screen.findByRole('status')).textContent).toContain('已申请');
    expect(mockRequest).toHaveBeenCalledWith('delivery.search', { positionId: 5, tag: '1', page: 1, pageSize: 1 });
    expect(screen.queryByRole('button', { name: '立即申请' })).toBeNull();
    const progress = screen.getByRole('link', { name: '查看申请进度' });
    expect(progress.getAttribute('href')).toBe(at('layout/recruitmentflow?deliveryId=31'));
    fireEvent.click(progress);
    expect(view.location().pathname).toBe(at('layout/recruitmentflow'));
    expect(view.location().search).toBe('?deliveryId=31');
  });
});
