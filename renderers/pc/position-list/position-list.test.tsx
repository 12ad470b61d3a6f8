// @vitest-environment jsdom
import { renderBlock } from '@/tests/kits/pc/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paged, position } from '@/tests/kits/pc/fixtures';
import PositionList from './index';

const two = paged([position(), position({ id: 102, title: '行政专员', salaryMin: null, salaryMax: null, salaryUnit: null, status: 'closed', tags: [] })]);

describe('pc position-list', () => {
  it('draws a row per position with unit, region, education, salary, deadline and status', () => {
    renderBlock(PositionList, { path: 'recruitment/all/searchAll?tab=social', data: two });
    const rows = within(screen.getByRole('list', { name: '职位列表' })).getAllByRole('listitem').filter((li) => li.parentElement?.getAttribute('aria-label'));
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('中铁建设集团有限公司');
    expect(rows[0].textContent).toContain('北京市');
    expect(rows[0].textContent).toContain('本科');
    expect(rows[0].textContent).toContain('8000-12000 元/月');
    expect(rows[0].textContent).toContain('2026-04-30');
    expect(rows[0].textContent).toContain('招聘中');
    expect(rows[1].textContent).toContain('面议');
    expect(rows[1].textContent).toContain('已截止');
  });

  it('opens the detail in a new tab without the header, with the encoded current path', () => {
    renderBlock(PositionList, { path: 'recruitment/all/searchAll?tab=social', data: two });
    const link = screen.getByRole('link', { name: /软件开发工程师/ });
    const back = encodeURIComponent('/site/1/1001/portal/pc/default/pc/recruitment/all/searchAll?tab=social');
    expect(link.getAttribute('href')).toBe(`/site/1/1001/portal/pc/default/pc/recruitmentview/101/social/${back}?headStyle=false`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('writes ?page= from the pager', async () => {
    const { ctx } = renderBlock(PositionList, { data: paged([position()], { total: 35, page: 1, pageSize: 10 }) });
    expect(await screen.findByText('共 35 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(ctx.setQuery).toHaveBeenCalledWith({ page: 2 });
  });

  it('says 共 1000+ 条 when the total stopped counting at 1000', async () => {
    renderBlock(PositionList, { data: paged([position()], { total: 1000, totalCapped: true, page: 1, pageSize: 10 }) });
    expect(await screen.findByText('共 1000+ 条')).toBeTruthy();
    expect(screen.getByTitle('100')).toBeTruthy();
  });

  it('shows no pager when one page holds everything', () => {
    renderBlock(PositionList, { data: two });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the empty state', () => {
    renderBlock(PositionList, { data: paged([]) });
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
  });

  it('shows a skeleton while loading', () => {
    const { container } = renderBlock(PositionList, { loading: true });
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('加载中…');
  });

  it('shows the error with a retry that reloads', () => {
    const { props } = renderBlock(PositionList, { error: new Error('boom') });
    expect(screen.getByRole('alert').textContent).toContain('加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(props.reload).toHaveBeenCalledOnce();
  });

  it('draws compact rows and English texts', () => {
    renderBlock(PositionList, { locale: 'en-US', props: { compact: true, pager: false }, data: two });
    expect(screen.getByRole('list', { name: 'Positions' })).toBeTruthy();
    expect(screen.getByText('Negotiable')).toBeTruthy();
  });
});
