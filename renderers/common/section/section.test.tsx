// @vitest-environment jsdom
import { renderBlock } from '@/tests/kits/common/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Section from './index';

describe('section block', () => {
  it('draws its title, a more link and its child blocks', () => {
    renderBlock(Section, {
      props: { title: { 'zh-CN': '最新职位' }, more: 'recruitment/all/searchAll' },
      blocks: [{ type: 'position-list' }, { type: 'notice-list' }],
    });
    expect(screen.getByRole('region', { name: '最新职位' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '最新职位' })).toBeTruthy();
    const more = screen.getByRole('link', { name: /更多/ });
    expect(more.getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/recruitment/all/searchAll');
    expect(screen.getByTestId('child-position-list')).toBeTruthy();
    expect(screen.getByTestId('child-notice-list')).toBeTruthy();
  });

  it('has no more link when none is given', () => {
    renderBlock(Section, { props: { title: { 'zh-CN': '常见问题' } } });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
