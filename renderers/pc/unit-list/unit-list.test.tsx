// @vitest-environment jsdom
import { renderBlock } from '@/tests/kits/pc/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paged, unit } from '@/tests/kits/pc/fixtures';
import UnitList from './index';

describe('pc unit-list', () => {
  it('draws unit cards with their facts and children under the parent', () => {
    const parent = unit({ children: [unit({ id: 8, parentId: 7, name: '中铁建设北京分公司', positionCount: 4 })] });
    renderBlock(UnitList, { data: [parent, unit({ id: 9, name: '国家电网', logoText: '国网', industry: '能源', city: '上海' })] });
    const list = screen.getByRole('list', { name: '单位列表' });
    expect(within(list).getByRole('link', { name: '国家电网' }).getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/recruitment/all/9');
    expect(list.textContent).toContain('12 个在招职位');
    expect(list.textContent).toContain('能源 · 上海');
    expect(screen.getByRole('link', { name: '中铁建设北京分公司' }).getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/recruitment/all/8');
    expect(screen.getByText('下属单位')).toBeTruthy();
  });

  it('honours linkPath and pages a paged answer', async () => {
    const { ctx } = renderBlock(UnitList, { props: { linkPath: 'unitInfo/{id}' }, data: paged([unit()], { total: 25, pageSize: 12 }) });
    expect(screen.getByRole('link', { name: '中铁建设集团有限公司' }).getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/unitInfo/7');
    fireEvent.click(await screen.findByTitle('3'));
    expect(ctx.setQuery).toHaveBeenCalledWith({ page: 3 });
  });

  it('shows the empty state', () => {
    renderBlock(UnitList, { data: [] });
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
  });
});
