// @vitest-environment jsdom
import { makeBlockProps, renderAt, testSiteFile } from '@/tests/kits/pc/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LayoutPortal from './index';
import { LanguageSwitch } from './language-switch';

function renderSwitch(languages: string[] | undefined, locale = 'zh-CN') {
  const props = makeBlockProps({ siteFile: { ...testSiteFile, languages }, locale });
  return renderAt(<LanguageSwitch ctx={props.ctx} reload={() => {}} />, 'home', locale);
}

describe('pc language switch', () => {
  it("offers the site file's languages in its order, each named in itself, the current one pressed", () => {
    renderSwitch(['en-US', 'zh-CN'], 'en-US');
    const buttons = within(screen.getByRole('group', { name: 'Language' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['English', '中文']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
    expect(buttons.map((b) => b.getAttribute('lang'))).toEqual(['en-US', 'zh-CN']);
  });

  it('offers 中文 and English when the site file names no languages', () => {
    renderSwitch(undefined);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['中文', 'English']);
  });

  it('is not drawn in the header of a site of one language', () => {
    const props = makeBlockProps({ type: 'layout-portal', path: 'notice', siteFile: { ...testSiteFile, languages: ['zh-CN'] } });
    renderAt(<LayoutPortal {...props} title="通知公告"><p>页面内容</p></LayoutPortal>, 'notice');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '语言' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'English' })).toBeNull();
  });
});
