// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { at, renderBlock } from '@/renderers/h5/test-utils';
import SearchBar from './index';

afterEach(cleanup);

describe('h5 search-bar', () => {
  it('submits the keyword to the list page under the current layout', () => {
    const view = renderBlock(SearchBar, { path: 'layout/home' });
    fireEvent.change(screen.getByPlaceholderText('搜索职位、单位'), { target: { value: ' 工程师 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(view.location().pathname).toBe(at('layout/recruitment/all/searchAll'));
    expect(new URLSearchParams(view.location().search).get('keyword')).toBe('工程师');
  });

  it('uses the target of its props and offers hot keywords', () => {
    const view = renderBlock(SearchBar, { props: { target: 'layout/search' }, data: { hotKeywords: ['会计', '护士'] } });
    fireEvent.click(screen.getByRole('button', { name: '护士' }));
    expect(view.location().pathname).toBe(at('layout/search'));
    expect(view.location().search).toBe(`?keyword=${encodeURIComponent('护士')}`);
  });

  it('starts with the keyword of the query', () => {
    renderBlock(SearchBar, { path: 'layout/recruitment/all/searchAll?keyword=%E4%BC%9A%E8%AE%A1' });
    expect((screen.getByPlaceholderText('搜索职位、单位') as HTMLInputElement).value).toBe('会计');
  });
});
