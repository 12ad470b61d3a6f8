// @vitest-environment jsdom
import { renderBlock } from '@/tests/kits/pc/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Banner as BannerItem } from '@/src/core/entities';
import Banner from './index';

const banners: BannerItem[] = [
  { id: 1, title: '2026 春季招聘', subtitle: '千余岗位等你来', image: '/assets-demo/banner-1.svg', link: 'recruitment/campus/searchAll' },
  { id: 2, title: '退役军人专场', subtitle: '', image: '/assets-demo/banner-2.svg', link: '/site/1/1001/portal/pc/default/pc/notice/3' },
];

describe('pc banner', () => {
  it('draws each banner as an image with alt text and a same-origin link', () => {
    renderBlock(Banner, { data: banners });
    expect(screen.getByRole('region', { name: '焦点图' })).toBeTruthy();
    const first = screen.getAllByRole('img', { name: '2026 春季招聘' })[0];
    expect(first.getAttribute('src')).toBe('/assets-demo/banner-1.svg');
    expect(first.closest('a')?.getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/recruitment/campus/searchAll');
    const second = screen.getAllByRole('img', { name: '退役军人专场', hidden: true })[0];
    expect(second.closest('a')?.getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/notice/3');
    expect(first.closest('a')?.textContent).toBe('千余岗位等你来');
  });

  it('gives several banners a dot each and a pause button, with the slides out of view inert', () => {
    const { container } = renderBlock(Banner, { data: banners });
    const dots = within(screen.getByRole('group', { name: '选择轮播图' })).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['第 1 张，共 2 张', '第 2 张，共 2 张']);
    expect(dots[0].getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: '暂停轮播' })).toBeTruthy();
    const slides = container.querySelectorAll('.carousel__item');
    expect([...slides].map((slide) => slide.hasAttribute('inert'))).toEqual([false, true]);
  });

  it('draws a banner without a link as a plain slide', () => {
    const { container } = renderBlock(Banner, { data: [{ ...banners[0], link: null }] });
    expect(screen.getByRole('img', { name: '2026 春季招聘' }).closest('a')).toBeNull();
    expect(container.querySelector('.carousel__dots')).toBeNull();
  });

  it('draws nothing for no banners, a placeholder while loading', () => {
    const empty = renderBlock(Banner, { data: [] });
    expect(empty.container.querySelector('.pc-banner')).toBeNull();
    empty.unmount();
    const loading = renderBlock(Banner, { loading: true });
    expect(loading.container.querySelector('.pc-banner--loading')?.getAttribute('aria-busy')).toBe('true');
  });
});
