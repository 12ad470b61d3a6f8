// @vitest-environment jsdom
// A closed position's pc page says plainly that it is closed and since when (its deadline, or the day it was closed by
// hand in the portal's zone), offers no apply button and carries no JobPosting; an open one keeps both.
import { addMessages, renderBlock } from '@/tests/kits/pc/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import zhPositionPage from '@/schemas/locales/zh-CN/position-page.json';
import enPositionPage from '@/schemas/locales/en-US/position-page.json';
import type { Position } from '@/src/core/entities';
import { position, unit } from '@/tests/kits/pc/fixtures';
import PositionDetail from '@/renderers/pc/position-detail';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
addMessages('zh-CN', zhPositionPage);
addMessages('en-US', enPositionPage);

const detail = (over: Partial<Position>) => position({ description: '负责核心系统开发。', requirement: '本科及以上学历。', unit: unit(), ...over });
const jsonLd = () => document.querySelectorAll('script[type="application/ld+json"]');
const notice = () => document.querySelector('.pc-detail__closed')?.textContent;

const CLOSED: Array<[string, string, Partial<Position>, string]> = [
  // 17:00 UTC is the next morning in Beijing
  ['zh-CN', 'closed by hand', { status: 'closed', closedBy: 'hand', closedAt: '2026-11-18T17:00:00Z' }, '该职位已停止招聘该职位已于 2026-11-19 关闭，不再接受申请。'],
  ['zh-CN', 'past its deadline', { status: 'closed', closedBy: 'deadline', deadline: '2026-11-10' }, '该职位已停止招聘报名已于 2026-11-10 截止，不再接受申请。'],
  ['zh-CN', 'closed by hand at an unknown time', { status: 'closed', closedBy: 'hand', closedAt: null }, '该职位已停止招聘该职位已关闭，不再接受申请。'],
  ['en-US', 'closed by hand', { status: 'closed', closedBy: 'hand', closedAt: '2026-11-18T17:00:00Z' }, 'This position is closedIt was closed on 2026-11-19. New applications are no longer accepted.'],
  ['en-US', 'past its deadline', { status: 'closed', closedBy: 'deadline', deadline: '2026-11-10' }, 'This position is closedThe application deadline was 2026-11-10. New applications are no longer accepted.'],
];

describe('pc position page of a closed position', () => {
  it.each(CLOSED)('%s, %s: says so, offers no apply button and carries no JobPosting', (locale, _, over, text) => {
    renderBlock(PositionDetail, { type: 'position-detail', data: detail(over), locale });
    expect(notice()).toBe(text);
    expect(screen.queryByRole('link', { name: /立即申请|Apply now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /已截止|Closed|立即申请|Apply now/ })).toBeNull();
    expect(jsonLd()).toHaveLength(0);
    // the tag beside the title stays
    expect(screen.getByText(locale === 'zh-CN' ? '已截止' : 'Closed')).toBeTruthy();
  });

  it('an open position has no notice, its apply button and one JobPosting', () => {
    renderBlock(PositionDetail, { type: 'position-detail', data: detail({}) });
    expect(notice()).toBeUndefined();
    expect(screen.getByRole('link', { name: '立即申请' })).toBeTruthy();
    expect(jsonLd()).toHaveLength(1);
    expect(JSON.parse(jsonLd()[0].textContent ?? '{}')['@type']).toBe('JobPosting');
  });
});
