// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Banner as BannerItem } from '@/src/core/entities';
import { at, renderBlock } from '@/renderers/h5/test-utils';
import Banner from './index';

afterEach(cleanup);

const banners: BannerItem[] = [
  { id: 1, title: '2026 校园招聘启动', subtitle: '百余家单位等你来', image: '/assets-demo/b1.svg', link: 'layout/recruitment/campus/searchAll' },
  { id: 2, title: '退役军人专场', subtitle: '', image: '/assets-demo/b2.svg', link: null },
];

describe('h5 banner', () => {
  it('shows each banner image with its title as alt text, linked when it has a link', () => {
    renderBlock<BannerItem[]>(Banner, { data: banners });
    const first = screen.getAllByAltText('2026 校园招聘启动')[0];
    expect(first.getAttribute('src')).toBe('/assets-demo/b1.svg');
    expect(first.closest('a')?.getAttribute('href')).toBe(at('layout/recruitment/campus/searchAll'));
    expect(screen.getAllByAltText('退役军人专场')[0].closest('a')).toBeNull();
    expect(screen.getByRole('region', { name: '推荐' })).toBeTruthy();
  });

  it('draws nothing without banners', () => {
    const { container } = renderBlock<BannerItem[]>(Banner, { data: [] });
    expect(container.querySelector('.h5-banner')).toBeNull();
  });
});
