// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Position } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { paged, position } from '@/tests/kits/h5/fixtures';
import PositionList from './index';

afterEach(cleanup);

const rows = () => screen.getAllByRole('listitem');
const list = [
  position({ id: 1, title: '软件开发工程师' }),
  position({ id: 2, title: '行政专员', recruitType: 'campus', salaryMin: null, salaryMax: null, salaryUnit: null, status: 'closed', unitName: '第一工程局' }),
];

describe('h5 position-list', () => {
  it('shows one card per position with unit, region, education, salary, deadline and status', () => {
    renderBlock<Paged<Position>>(PositionList, { data: paged(list), path: 'layout/recruitment/all/searchAll' });
    expect(rows()).toHaveLength(2);
    const first = within(rows()[0]);
    expect(first.getByRole('heading', { name: '软件开发工程师' })).toBeTruthy();
    expect(first.getByText('中国建设集团')).toBeTruthy();
    expect(first.getByText('北京')).toBeTruthy();
    expect(first.getByText('本科及以上')).toBeTruthy();
    expect(first.getByText('8000-12000 元/月')).toBeTruthy();
    expect(first.getByText('2026-06-30 截止')).toBeTruthy();
    expect(first.getByText('招聘中')).toBeTruthy();
    const second = within(rows()[1]);
    expect(second.getByText('面议')).toBeTruthy();
    expect(second.getByText('已截止')).toBeTruthy();
  });

  it('opens the detail in the same tab, under the layout', () => {
    const view = renderBlock<Paged<Position>>(PositionList, { data: paged(list), path: 'layout/recruitment/all/searchAll' });
    const link = screen.getByRole('link', { name: /行政专员/ });
    expect(link.getAttribute('href')).toBe(at('layout/recruitmentview/2/campus'));
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(view.location().pathname).toBe(at('layout/recruitmentview/2/campus'));
  });

  it('keeps the documented default outside the layout pages', () => {
    renderBlock<Paged<Position>>(PositionList, { data: paged(list), path: 'campus/list' });
    expect(screen.getByRole('link', { name: /软件开发工程师/ }).getAttribute('href')).toBe(at('recruitmentview/1/social'));
  });

  it('follows the detailPath of its props', () => {
    renderBlock<Paged<Position>>(PositionList, { data: paged(list), props: { detailPath: 'job/{id}' } });
    expect(screen.getByRole('link', { name: /软件开发工程师/ }).getAttribute('href')).toBe(at('job/1'));
  });

  it('pages through ?page= keeping the other query parameters', () => {
    const view = renderBlock<Paged<Position>>(PositionList, { data: paged(list, 25, 2), path: 'layout/search?tab=social&page=2' });
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(Object.fromEntries(new URLSearchParams(view.location().search))).toEqual({ tab: 'social', page: '3' });
    // the answer still says page 2, so prev leads to 1
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(new URLSearchParams(view.location().search).get('page')).toBe('1');
  });

  it('says 共 1000+ 条 when the total stopped counting at 1000', () => {
    renderBlock<Paged<Position>>(PositionList, { data: { ...paged(list, 1000, 1), totalCapped: true } });
    expect(screen.getByText('共 1000+ 条')).toBeTruthy();
    expect(screen.getByText('1 / 100')).toBeTruthy();
  });

  it('disables prev on the first page and hides the pager when pager is false', () => {
    renderBlock<Paged<Position>>(PositionList, { data: paged(list, 25, 1) });
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderBlock<Paged<Position>>(PositionList, { data: paged(list, 25, 1), props: { pager: false } });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows loading, empty and failure states', () => {
    renderBlock<Paged<Position>>(PositionList, { loading: true });
    expect(screen.getByText('加载中…')).toBeTruthy();
    cleanup();
    renderBlock<Paged<Position>>(PositionList, { data: paged([]) });
    expect(screen.getByText('暂无数据')).toBeTruthy();
    cleanup();
    const view = renderBlock<Paged<Position>>(PositionList, { error: new Error('x') });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(view.reload).toHaveBeenCalledOnce();
  });

  it('speaks English in en-US', () => {
    renderBlock<Paged<Position>>(PositionList, { data: paged([list[1]]), locale: 'en-US' });
    expect(screen.getByText('Negotiable')).toBeTruthy();
    expect(screen.getByText('Closes 2026-06-30')).toBeTruthy();
  });
});
