// @vitest-environment jsdom
import { renderBlock } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conditions } from '@/tests/kits/pc/fixtures';
import PositionFilters from './index';

function open(label: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input.closest('.ant-select')!.querySelector('.ant-select-selector')!);
}

describe('pc position-filters', () => {
  it('draws a labelled chooser per field', () => {
    renderBlock(PositionFilters, { data: conditions });
    expect(screen.getByRole('group', { name: '职位筛选' })).toBeTruthy();
    for (const label of ['职位类别', '工作地点', '招聘单位']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect((screen.getByRole('button', { name: '重置' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('writes ?categoryId= and resets the page', async () => {
    const { ctx } = renderBlock(PositionFilters, { data: conditions });
    open('职位类别');
    await act(async () => {});
    fireEvent.click(await screen.findByTitle('管理类'));
    expect(ctx.setQuery).toHaveBeenCalledWith({ categoryId: '4', page: undefined });
  });

  it('writes ?regionCode= and ?unitId=', async () => {
    const { ctx } = renderBlock(PositionFilters, { data: conditions });
    open('工作地点');
    fireEvent.click(await screen.findByTitle('北京市'));
    expect(ctx.setQuery).toHaveBeenCalledWith({ regionCode: '110000', page: undefined });
    open('招聘单位');
    fireEvent.click(await screen.findByTitle('中铁建设集团有限公司'));
    expect(ctx.setQuery).toHaveBeenCalledWith({ unitId: '7', page: undefined });
  });

  it('shows the chosen values from the query and resets them all', () => {
    const { ctx } = renderBlock(PositionFilters, { data: conditions, path: 'recruitment/all/searchAll?categoryId=4&unitId=7&page=2' });
    expect(screen.getByTitle('管理类')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(ctx.setQuery).toHaveBeenCalledWith({ categoryId: undefined, regionCode: undefined, unitId: undefined, page: undefined });
  });

  it('draws only the fields asked for', () => {
    renderBlock(PositionFilters, { data: conditions, props: { fields: ['region'] } });
    expect(screen.getByLabelText('工作地点')).toBeTruthy();
    expect(screen.queryByLabelText('职位类别')).toBeNull();
  });
});
