// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SearchConditions } from '@/src/core/entities';
import { renderBlock } from '@/tests/kits/h5/test-utils';
import PositionFilters from './index';

afterEach(cleanup);

const conditions: SearchConditions = {
  categories: [
    { value: '1', label: '技术类' },
    { value: '2', label: '管理类' },
  ],
  regions: [{ value: '110000', label: '北京市', children: [{ value: '110100', label: '北京城区' }] }],
  units: [{ value: '11', label: '中国建设集团', children: [{ value: '12', label: '第一工程局' }] }],
  educations: [],
};

const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

function open(title: string) {
  fireEvent.click(screen.getByText(title));
  return within(screen.getByRole('group', { name: title }));
}

describe('h5 position-filters', () => {
  it('offers category, region and unit', () => {
    renderBlock<SearchConditions>(PositionFilters, { data: conditions, path: 'layout/search' });
    for (const title of ['职位类别', '工作地点', '招聘单位']) expect(screen.getByText(title)).toBeTruthy();
  });

  it('picking a category writes ?categoryId= and drops the page', () => {
    const view = renderBlock<SearchConditions>(PositionFilters, { data: conditions, path: 'layout/search?tab=social&page=2' });
    fireEvent.click(open('职位类别').getByText('管理类'));
    expect(query(view.location().search)).toEqual({ tab: 'social', categoryId: '2' });
    expect(screen.getByText('管理类', { selector: '.adm-dropdown-item-title-text' })).toBeTruthy();
  });

  it('a city under its province writes ?regionCode=, a child unit ?unitId=', () => {
    const view = renderBlock<SearchConditions>(PositionFilters, { data: conditions, path: 'layout/search' });
    fireEvent.click(open('工作地点').getByText('北京城区'));
    expect(query(view.location().search)).toEqual({ regionCode: '110100' });
    fireEvent.click(open('招聘单位').getByText('第一工程局'));
    expect(query(view.location().search)).toEqual({ regionCode: '110100', unitId: '12' });
  });

  it('不限 clears the filter', () => {
    const view = renderBlock<SearchConditions>(PositionFilters, { data: conditions, path: 'layout/search?categoryId=1' });
    fireEvent.click(screen.getByText('技术类'));
    fireEvent.click(within(screen.getByRole('group', { name: '职位类别' })).getByText('不限'));
    expect(query(view.location().search)).toEqual({});
  });

  it('shows only the fields of its props', () => {
    renderBlock<SearchConditions>(PositionFilters, { data: conditions, props: { fields: ['region'] } });
    expect(screen.queryByText('职位类别')).toBeNull();
    expect(screen.getByText('工作地点')).toBeTruthy();
  });
});
