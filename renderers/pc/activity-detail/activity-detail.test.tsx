// @vitest-environment jsdom
import { addMessages, renderBlock } from '@/tests/kits/pc/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import zhReview from '@/schemas/locales/zh-CN/review.json';
import enReview from '@/schemas/locales/en-US/review.json';
import type { Activity } from '@/src/core/entities';
import { activity, unit } from '@/tests/kits/pc/fixtures';
import ActivityDetail from './index';

addMessages('zh-CN', zhReview);
addMessages('en-US', enReview);

const BASE = '/site/1/1001/portal/pc/default/pc';

function fair(over: Partial<Activity> = {}): Activity {
  return activity({
    kind: 'campusFair',
    signUp: { state: 'open', label: '报名中' },
    body: '<p>欢迎各位同学<script>alert(1)</script><a href="javascript:alert(2)">点我</a></p>',
    units: [unit({ id: 7, name: '中铁建设集团有限公司', positionCount: 12 })],
    templateId: 'campus',
    ...over,
  });
}

describe('pc activity-detail', () => {
  it('shows the facts, places taken and a sign-up button while sign-up is open', () => {
    const { ctx } = renderBlock(ActivityDetail, { data: fair(), path: 'applyActivity/5/applyActivity' });
    expect(screen.getByRole('heading', { level: 2, name: '春季双选会' })).toBeTruthy();
    expect(screen.getByText('校园招聘会')).toBeTruthy();
    const facts = within(screen.getByLabelText('活动信息'));
    expect(facts.getByText('2026-04-10 09:00-16:00')).toBeTruthy();
    expect(facts.getByText('国家会议中心')).toBeTruthy();
    expect(facts.getByText('2099-04-08')).toBeTruthy();
    expect(screen.getAllByText('已报名 120 人 / 名额 200 人').length).toBeGreaterThan(0);
    const signUp = screen.getByRole('link', { name: '立即报名' });
    expect(signUp.getAttribute('href')).toBe(`${BASE}/activityresumeedit/5/campusFair/applyActivity`);
    fireEvent.click(signUp);
    expect(ctx.navigate).toHaveBeenCalledWith('activityresumeedit/5/campusFair/applyActivity');
  });

  it('draws the body sanitised and the units of the fair with their open positions', () => {
    const { container } = renderBlock(ActivityDetail, { data: fair() });
    expect(screen.getByText('欢迎各位同学')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('点我').getAttribute('href')).toBeNull();
    const units = within(screen.getByRole('region', { name: '参会单位（1）' }));
    expect(units.getByRole('link', { name: '中铁建设集团有限公司' }).getAttribute('href')).toBe(`${BASE}/recruitment/all/7`);
    expect(units.getByText('在招职位 12 个')).toBeTruthy();
  });

  it('names the unit of a plain activity its host', () => {
    renderBlock(ActivityDetail, { data: { ...fair(), kind: 'activity' } });
    expect(screen.getByRole('region', { name: '主办单位（1）' })).toBeTruthy();
  });

  it.each([
    ['deadline', '报名已截止'],
    ['full', '报名人数已满'],
    ['ended', '活动已结束'],
  ] as const)('shows %s as a label, without a sign-up button', (state, label) => {
    renderBlock(ActivityDetail, { data: fair({ signUp: { state, label } }) });
    expect(screen.getByRole('status').textContent).toBe(label);
    expect(screen.queryByRole('link', { name: '立即报名' })).toBeNull();
  });

  it('speaks English', () => {
    renderBlock(ActivityDetail, { data: fair({ signUp: { state: 'full', label: '报名人数已满' } }), locale: 'en-US' });
    expect(screen.getByText('Campus job fair')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Fully booked');
  });
});
