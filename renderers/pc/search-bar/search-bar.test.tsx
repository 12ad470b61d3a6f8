// @vitest-environment jsdom
import { renderBlock } from '@/tests/kits/pc/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SearchBar from './index';

describe('pc search-bar', () => {
  it('submits the keyword to the list page', () => {
    const { ctx } = renderBlock(SearchBar, {});
    const box = screen.getByRole('searchbox', { name: '搜索职位、单位' });
    fireEvent.change(box, { target: { value: ' 工程师 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(ctx.navigate).toHaveBeenCalledWith('recruitment/all/searchAll?keyword=%E5%B7%A5%E7%A8%8B%E5%B8%88');
  });

  it('on the list page itself writes ?keyword= and keeps the other filters', async () => {
    const { ctx } = renderBlock(SearchBar, { path: 'recruitment/all/searchAll?tab=campus&keyword=会计' });
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    expect(box.value).toBe('会计');
    await userEvent.clear(box);
    await userEvent.type(box, '出纳{Enter}');
    expect(ctx.setQuery).toHaveBeenCalledWith({ keyword: '出纳', page: undefined });
    expect(ctx.navigate).not.toHaveBeenCalled();
  });

  it('shows hot keywords as links and honours a custom target and placeholder', () => {
    renderBlock(SearchBar, {
      props: { target: 'searchPosition/all', placeholder: { 'zh-CN': '输入岗位名称' } },
      data: { hotKeywords: ['软件', '财务'] },
    });
    expect(screen.getByRole('searchbox', { name: '输入岗位名称' })).toBeTruthy();
    expect(screen.getByRole('list', { name: '热门搜索' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '财务' }).getAttribute('href')).toBe(
      '/site/1/1001/portal/pc/default/pc/searchPosition/all?keyword=%E8%B4%A2%E5%8A%A1',
    );
  });
});
