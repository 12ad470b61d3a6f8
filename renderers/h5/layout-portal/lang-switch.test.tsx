// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderBlock, siteFile } from '@/tests/kits/h5/test-utils';
import { LOCALE_KEY } from '@/src/core/locale';
import LayoutPortal from './index';
import { pageReload } from './lang-switch';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('h5 language switch', () => {
  it("goes to the site file's next language, from the last back to the first", () => {
    const reload = vi.spyOn(pageReload, 'run').mockImplementation(() => {});
    renderBlock(LayoutPortal, { title: 'Home', locale: 'en-US', siteFile: { ...siteFile, languages: ['zh-CN', 'en-US'] } });
    const button = screen.getByRole('button', { name: 'Switch language: 中文' });
    expect(button.textContent).toBe('中');
    fireEvent.click(button);
    expect(localStorage.getItem(LOCALE_KEY)).toBe('zh-CN');
    expect(reload).toHaveBeenCalledOnce();
  });

  it("follows the site file's order", () => {
    renderBlock(LayoutPortal, { title: '首页', siteFile: { ...siteFile, languages: ['en-US', 'zh-CN'] } });
    expect(screen.getByRole('button', { name: '切换语言：English' }).textContent).toBe('EN');
  });

  it('is not drawn on a site of one language', () => {
    renderBlock(LayoutPortal, { title: '首页', siteFile: { ...siteFile, languages: ['zh-CN'] } });
    expect(screen.getByRole('heading', { level: 1, name: '首页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /切换语言/ })).toBeNull();
  });
});
