// @vitest-environment jsdom
// A closed position's h5 page says plainly that it is closed and since when, in its head and again in the bar where
// the apply button stood, offers no apply button and carries no JobPosting; an open one keeps both.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Position } from '@/src/core/entities';
import { renderBlock } from '@/tests/kits/h5/test-utils';
import { position } from '@/tests/kits/h5/fixtures';
import { withApplyingMessages } from '@/tests/kits/h5/apply-wizard/with-applying-messages';
import Block from '@/renderers/h5/position-detail';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
afterEach(cleanup);

const PositionDetail = withApplyingMessages(Block);
const render = (over: Partial<Position>, locale = 'zh-CN') =>
  renderBlock<Position>(PositionDetail, { type: 'position-detail', data: position({ description: '负责后端服务开发。', ...over }), locale, path: 'layout/recruitmentview/1/social' });
const jsonLd = () => document.querySelectorAll('script[type="application/ld+json"]');
const notice = () => document.querySelector('.h5-detail__closed')?.textContent;
const bar = () => document.querySelector('.h5-apply')?.textContent;

describe('h5 position page of a closed position', () => {
  it.each([
    ['zh-CN', { status: 'closed', closedBy: 'hand', closedAt: '2026-11-18T17:00:00Z' }, '该职位已停止招聘该职位已于 2026-11-19 关闭，不再接受申请。', '该职位已停止招聘'],
    ['zh-CN', { status: 'closed', closedBy: 'deadline', deadline: '2026-11-10' }, '该职位已停止招聘报名已于 2026-11-10 截止，不再接受申请。', '该职位已停止招聘'],
    ['en-US', { status: 'closed', closedBy: 'hand', closedAt: null }, 'This position is closedNew applications are no longer accepted.', 'This position is closed'],
    ['en-US', { status: 'closed', closedBy: 'deadline', deadline: '2026-11-10' }, 'This position is closedThe application deadline was 2026-11-10. New applications are no longer accepted.', 'This position is closed'],
  ] as Array<[string, Partial<Position>, string, string]>)('%s %j: says so in its head and its bar, with no apply button and no JobPosting', (locale, over, text, inBar) => {
    render(over, locale);
    expect(notice()).toBe(text);
    expect(bar()).toContain(inBar);
    expect(screen.queryByRole('button', { name: /立即申请|Apply now|已截止|Closed/ })).toBeNull();
    expect(jsonLd()).toHaveLength(0);
  });

  it('an open position has no notice, its apply button and one JobPosting', () => {
    render({});
    expect(notice()).toBeUndefined();
    expect(screen.getByRole('button', { name: '立即申请' })).toBeTruthy();
    expect(jsonLd()).toHaveLength(1);
  });
});
