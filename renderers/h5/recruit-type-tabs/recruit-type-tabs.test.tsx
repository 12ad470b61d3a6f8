// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderBlock } from '@/tests/kits/h5/test-utils';
import RecruitTypeTabs from './index';

afterEach(cleanup);

const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('h5 recruit-type-tabs', () => {
  it('shows the tabs of its props with the one of ?tab= selected', () => {
    renderBlock(RecruitTypeTabs, { props: { tabs: ['all', 'campus', 'social', 'veterans'] }, path: 'layout/search?tab=social' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['全部', '校园招聘', '社会招聘', '退役军人招聘']);
    expect(screen.getByRole('tab', { name: '社会招聘' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a tap writes ?tab= and drops the page', () => {
    const view = renderBlock(RecruitTypeTabs, { path: 'layout/search?keyword=x&tab=all&page=3' });
    fireEvent.click(screen.getByRole('tab', { name: '校园招聘' }));
    expect(query(view.location().search)).toEqual({ keyword: 'x', tab: 'campus' });
    expect(screen.getByRole('tab', { name: '校园招聘' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows 1000+ on the tabs whose counts stopped at 1000', () => {
    renderBlock(RecruitTypeTabs, { props: { tabs: ['all', 'campus'] }, data: { all: 1000, campus: 4, capped: ['all'] } });
    expect(screen.getByRole('tab', { name: '全部1000+' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '校园招聘4' })).toBeTruthy();
  });

  it('shows counts when it has them and honours queryKey', () => {
    const view = renderBlock(RecruitTypeTabs, {
      props: { tabs: ['all', 'campus'], queryKey: 'type' },
      data: { all: 9, campus: 4 },
    });
    expect(screen.getByRole('tab', { name: '校园招聘4' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '校园招聘4' }));
    expect(query(view.location().search)).toEqual({ type: 'campus' });
  });
});
