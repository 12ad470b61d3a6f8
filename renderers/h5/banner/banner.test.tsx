// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Banner as BannerItem } from '@/src/core/entities';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import Banner from './index';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const banners: BannerItem[] = [
  { id: 1, title: '2026 校园招聘启动', subtitle: '百余家单位等你来', image: '/assets-demo/b1.svg', link: 'layout/recruitment/campus/searchAll' },
  { id: 2, title: '退役军人专场', subtitle: '', image: '/assets-demo/b2.svg', link: null },
  { id: 3, title: '社会招聘', subtitle: '技术人才专场', image: '/assets-demo/b3.svg', link: 'layout/recruitment/social/searchAll' },
];

const dots = () => within(screen.getByRole('group', { name: '选择轮播图' })).getAllByRole('button');
/** the name of the dot marked current, e.g. "第 2 张，共 3 张" */
const currentDot = () => dots().filter((dot) => dot.getAttribute('aria-current') === 'true').map((dot) => dot.getAttribute('aria-label'));
const slideOf = (title: string) => screen.getByAltText(title).closest('.carousel__item') as HTMLElement;
const track = (container: HTMLElement) => container.querySelector('.carousel__track') as HTMLElement;
/** Lets `ms` pass on the fake clock, rendering after every 100 ms as a browser would. */
function wait(ms: number) {
  for (let left = ms; left > 0; left -= 100) act(() => vi.advanceTimersByTime(Math.min(100, left)));
}

/** Gives the track and its slides a layout (jsdom has none): slides `step` px apart, the track one slide wide. */
function layOut(el: HTMLElement, step: number) {
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: Math.abs(step) });
  Array.from(el.children).forEach((slide, index) => Object.defineProperty(slide, 'offsetLeft', { configurable: true, value: index * step }));
  const scrollTo = vi.fn();
  el.scrollTo = scrollTo as unknown as typeof el.scrollTo;
  return scrollTo;
}

function scrollTrack(el: HTMLElement, left: number) {
  Object.defineProperty(el, 'scrollLeft', { configurable: true, value: left });
  fireEvent.scroll(el);
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
}

describe('h5 banner', () => {
  it('shows every banner image with its title as alt text, linked when it has a link', () => {
    renderBlock<BannerItem[]>(Banner, { data: banners });
    expect(screen.getByRole('region', { name: '推荐' }).getAttribute('aria-roledescription')).toBe('carousel');
    const first = screen.getByAltText('2026 校园招聘启动');
    expect(first.getAttribute('src')).toBe('/assets-demo/b1.svg');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.closest('a')?.getAttribute('href')).toBe(at('layout/recruitment/campus/searchAll'));
    expect(screen.getByAltText('退役军人专场').closest('a')).toBeNull();
    expect(screen.getByAltText('退役军人专场').getAttribute('loading')).toBe('lazy');
    expect(screen.getByAltText('社会招聘').closest('a')?.getAttribute('href')).toBe(at('layout/recruitment/social/searchAll'));
    expect(screen.getByText('百余家单位等你来').className).toBe('visually-hidden');
  });

  it('draws title and subtitle as real text over a picture without words when the banner has one', () => {
    const withArt = banners.map((b) => ({ ...b, background: b.image.replace('.svg', '-bg.svg') }));
    const { container } = renderBlock<BannerItem[]>(Banner, { data: withArt });
    expect(screen.getByText('2026 校园招聘启动').className).toBe('h5-banner__title');
    expect(screen.getByText('百余家单位等你来').className).toBe('h5-banner__subtitle');
    expect(screen.getByRole('link', { name: /2026 校园招聘启动\s*百余家单位等你来/ }).getAttribute('href')).toBe(at('layout/recruitment/campus/searchAll'));
    const pictures = [...container.querySelectorAll('img')];
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual(['/assets-demo/b1-bg.svg', '/assets-demo/b2-bg.svg', '/assets-demo/b3-bg.svg']);
    expect(pictures.every((img) => img.getAttribute('alt') === '')).toBe(true);
    expect(container.querySelectorAll('.h5-banner__subtitle')).toHaveLength(2);
  });

  it('names a dot per slide, marks the first current and keeps the other slides out of reach', () => {
    renderBlock<BannerItem[]>(Banner, { data: banners });
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual(['第 1 张，共 3 张', '第 2 张，共 3 张', '第 3 张，共 3 张']);
    expect(currentDot()).toEqual(['第 1 张，共 3 张']);
    expect(screen.getByRole('group', { name: '第 1 张，共 3 张' }).getAttribute('aria-roledescription')).toBe('slide');
    expect(slideOf('2026 校园招聘启动').hasAttribute('inert')).toBe(false);
    for (const title of ['退役军人专场', '社会招聘']) {
      expect(slideOf(title).getAttribute('aria-hidden')).toBe('true');
      expect(slideOf(title).hasAttribute('inert')).toBe(true);
    }
    // only the current slide's link is in the accessibility tree
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([at('layout/recruitment/campus/searchAll')]);
  });

  it('scrolls to the slide of a clicked dot and marks that dot current', () => {
    const { container } = renderBlock<BannerItem[]>(Banner, { data: banners });
    const scrollTo = layOut(track(container), 300);
    fireEvent.click(screen.getByRole('button', { name: '第 3 张，共 3 张' }));
    expect(currentDot()).toEqual(['第 3 张，共 3 张']);
    expect(scrollTo).toHaveBeenCalledWith({ left: 600, behavior: 'smooth' });
    expect(slideOf('社会招聘').hasAttribute('inert')).toBe(false);
    expect(slideOf('2026 校园招聘启动').hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('link').getAttribute('href')).toBe(at('layout/recruitment/social/searchAll'));
  });

  it('scrolls right-to-left pages by the slides’ (negative) offsets', () => {
    const { container } = renderBlock<BannerItem[]>(Banner, { data: banners, locale: 'en-US' });
    const scrollTo = layOut(track(container), -300);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2 of 3' }));
    expect(scrollTo).toHaveBeenCalledWith({ left: -300, behavior: 'smooth' });
  });

  it('follows a swipe of the track and then stops autoplay', async () => {
    const { container } = renderBlock<BannerItem[]>(Banner, { data: banners });
    layOut(track(container), 300);
    scrollTrack(track(container), 300);
    await waitFor(() => expect(currentDot()).toEqual(['第 2 张，共 3 张']));
    expect(screen.getByRole('button', { name: '继续轮播' })).toBeTruthy();
    // in a right-to-left page scrollLeft goes negative
    scrollTrack(track(container), -600);
    await waitFor(() => expect(currentDot()).toEqual(['第 3 张，共 3 张']));
  });

  it('ignores the scroll events of its own scrolling until it arrives', async () => {
    const { container } = renderBlock<BannerItem[]>(Banner, { data: banners });
    layOut(track(container), 300);
    fireEvent.click(screen.getByRole('button', { name: '第 3 张，共 3 张' }));
    scrollTrack(track(container), 290); // on the way: the dot stays on the target
    await new Promise((done) => requestAnimationFrame(done));
    expect(currentDot()).toEqual(['第 3 张，共 3 张']);
    scrollTrack(track(container), 600);
    await new Promise((done) => requestAnimationFrame(done));
    expect(currentDot()).toEqual(['第 3 张，共 3 张']);
    expect(screen.getByRole('button', { name: '暂停轮播' })).toBeTruthy();
  });

  it('autoplays every 4 seconds and loops back to the first slide', () => {
    vi.useFakeTimers();
    renderBlock<BannerItem[]>(Banner, { data: banners });
    wait(3900);
    expect(currentDot()).toEqual(['第 1 张，共 3 张']);
    wait(100);
    expect(currentDot()).toEqual(['第 2 张，共 3 张']);
    wait(4000);
    expect(currentDot()).toEqual(['第 3 张，共 3 张']);
    wait(4000);
    expect(currentDot()).toEqual(['第 1 张，共 3 张']);
  });

  it('does not autoplay when the user prefers reduced motion, and has no pause button then', () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    const { container } = renderBlock<BannerItem[]>(Banner, { data: banners });
    const scrollTo = layOut(track(container), 300);
    wait(10_000);
    expect(currentDot()).toEqual(['第 1 张，共 3 张']);
    expect(screen.queryByRole('button', { name: '暂停轮播' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '第 2 张，共 3 张' }));
    expect(scrollTo).toHaveBeenCalledWith({ left: 300, behavior: 'auto' });
  });

  it('autoplays when the user does not prefer reduced motion', () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    renderBlock<BannerItem[]>(Banner, { data: banners });
    wait(10_000);
    expect(currentDot()).toEqual(['第 3 张，共 3 张']);
  });

  it('stops autoplay with the pause button and starts it again with the play button', () => {
    vi.useFakeTimers();
    renderBlock<BannerItem[]>(Banner, { data: banners });
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    wait(10_000);
    expect(currentDot()).toEqual(['第 1 张，共 3 张']);
    fireEvent.click(screen.getByRole('button', { name: '继续轮播' }));
    wait(4000);
    expect(currentDot()).toEqual(['第 2 张，共 3 张']);
    expect(screen.getByRole('button', { name: '暂停轮播' })).toBeTruthy();
  });

  it('pauses while focus is inside, while the mouse is over it and while the page is hidden', () => {
    vi.useFakeTimers();
    renderBlock<BannerItem[]>(Banner, { data: banners });
    const region = screen.getByRole('region', { name: '推荐' });
    fireEvent.focusIn(dots()[0]);
    wait(10_000);
    expect(currentDot()).toEqual(['第 1 张，共 3 张']);
    fireEvent.focusOut(dots()[0], { relatedTarget: document.body });
    wait(4000);
    expect(currentDot()).toEqual(['第 2 张，共 3 张']);

    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    wait(10_000);
    expect(currentDot()).toEqual(['第 2 张，共 3 张']);
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    wait(10_000);
    expect(currentDot()).toEqual(['第 2 张，共 3 张']);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    wait(4000);
    expect(currentDot()).toEqual(['第 3 张，共 3 张']);
  });

  it('shows a single banner without dots, pause button or autoplay', () => {
    vi.useFakeTimers();
    const { container } = renderBlock<BannerItem[]>(Banner, { data: [banners[1]] });
    wait(10_000);
    expect(screen.getByAltText('退役军人专场')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    expect(slideOf('退役军人专场').hasAttribute('inert')).toBe(false);
    expect(track(container).getAttribute('aria-live')).toBeNull();
  });

  it('shows a skeleton while loading and nothing without banners', () => {
    const loading = renderBlock<BannerItem[]>(Banner, { loading: true });
    expect(loading.container.querySelector('.h5-banner[aria-busy="true"]')).not.toBeNull();
    cleanup();
    const { container } = renderBlock<BannerItem[]>(Banner, { data: [] });
    expect(container.querySelector('.h5-banner')).toBeNull();
  });
});
