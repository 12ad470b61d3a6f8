// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
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

  it("searches from the keyboard's Enter (search) key: a search form around a type=search box", async () => {
    const view = renderBlock(SearchBar, { path: 'layout/home' });
    const box = screen.getByPlaceholderText('搜索职位、单位');
    expect(box).toHaveProperty('type', 'search');
    expect(box.getAttribute('enterkeyhint')).toBe('search');
    expect(screen.getByRole('search').tagName).toBe('FORM');
    expect(screen.getByRole('search').contains(box)).toBe(true);
    await userEvent.setup().type(box, '会计{Enter}');
    expect(view.location().pathname).toBe(at('layout/recruitment/all/searchAll'));
    expect(new URLSearchParams(view.location().search).get('keyword')).toBe('会计');
  });

  it('does not search on the Enter that ends a Chinese input method composition', () => {
    const view = renderBlock(SearchBar, { path: 'layout/home' });
    const box = screen.getByPlaceholderText('搜索职位、单位');
    fireEvent.change(box, { target: { value: 'kuaiji' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13, isComposing: true });
    expect(view.location().pathname).toBe(at('layout/home'));
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
