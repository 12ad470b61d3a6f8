// @vitest-environment jsdom
import { renderBlock, testSiteFile } from '@/tests/kits/pc/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RecruitTypeTabs from './index';

describe('pc recruit-type-tabs', () => {
  it('marks the tab of the query and writes ?tab= resetting the page', () => {
    const { ctx } = renderBlock(RecruitTypeTabs, {
      path: 'recruitment/all/searchAll?tab=social&page=3',
      props: { tabs: ['all', 'campus', 'social', 'veterans'] },
      data: { all: 12, campus: 3, social: 8, veterans: 1 },
    });
    expect(screen.getByRole('tab', { name: /社会招聘/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: /校园招聘/ }).textContent).toContain('3');
    fireEvent.click(screen.getByRole('tab', { name: /校园招聘/ }));
    expect(ctx.setQuery).toHaveBeenCalledWith({ tab: 'campus', page: undefined });
  });

  it('shows 1000+ on the tabs whose counts stopped at 1000', () => {
    renderBlock(RecruitTypeTabs, { data: { all: 1000, campus: 3, social: 1000, veterans: 1, capped: ['all', 'social'] } });
    expect(screen.getByRole('tab', { name: /全部/ }).textContent).toBe('全部1000+');
    expect(screen.getByRole('tab', { name: /社会招聘/ }).textContent).toBe('社会招聘1000+');
    expect(screen.getByRole('tab', { name: /校园招聘/ }).textContent).toBe('校园招聘3');
  });

  it('falls back to the route id, then the first tab, and honours queryKey', () => {
    const { ctx } = renderBlock(RecruitTypeTabs, { params: { id: 'veterans' }, props: { queryKey: 'type' } });
    expect(screen.getByRole('tab', { name: '退役军人招聘' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    expect(ctx.setQuery).toHaveBeenCalledWith({ type: 'all', page: undefined });
  });

  it("without tabs of its own shows the site file's recruitment types, the first one chosen", () => {
    renderBlock(RecruitTypeTabs, { siteFile: { ...testSiteFile, recruitTypes: ['social', 'campus'] }, data: { all: 12, campus: 3, social: 8, veterans: 1 } });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['社会招聘8', '校园招聘3']);
    expect(screen.getByRole('tab', { name: /社会招聘/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('reads searchPosition/{searchType} as the type when there is no ?tab=', () => {
    renderBlock(RecruitTypeTabs, { params: { searchType: 'campus' } });
    expect(screen.getByRole('tab', { name: '校园招聘' }).getAttribute('aria-selected')).toBe('true');
  });
});
