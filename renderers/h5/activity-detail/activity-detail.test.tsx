// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Activity } from '@/src/core/entities';
import { createTranslator } from '@/src/core/translate';
import type { BlockProps } from '@/src/runtime/block-props';
import zhReview from '@/schemas/locales/zh-CN/review.json';
import enReview from '@/schemas/locales/en-US/review.json';
import { at, renderBlock, siteFile } from '@/tests/kits/h5/test-utils';
import ActivityDetail from './index';

// the real route files: the sign-up button shows only where the variant has the sign-up page
vi.mock('@/src/runtime/schema-source', async () => (await import('@/tests/kits/common/account-test-kit')).schemaSourceMock);

afterEach(cleanup);

const army = { ...siteFile, template: 'army' };

const catalogues = { 'zh-CN': zhReview, 'en-US': enReview } as Record<string, Record<string, string>>;
function WithReviewMessages(props: BlockProps<Activity>) {
  return <ActivityDetail {...props} ctx={{ ...props.ctx, t: createTranslator(props.ctx.locale, catalogues) }} />;
}

function activity(over: Partial<Activity> = {}): Activity {
  return {
    id: 9,
    title: '退役军人专场招聘会',
    summary: '五十家单位现场招聘',
    place: '市人才市场',
    startTime: '2026-12-10T09:00:00',
    endTime: '2026-12-10T16:00:00',
    deadline: '2026-12-08',
    capacity: 300,
    signedUp: 120,
    kind: 'socialFair',
    signUp: { state: 'open', label: '报名中' },
    body: '<p>请携带简历<img src="x" onerror="alert(1)"></p>',
    units: [{ id: 21, parentId: null, name: '兵器装备集团', industry: '制造业', city: '重庆', intro: '', logoText: '兵装', positionCount: 4, hot: false }],
    ...over,
  };
}

describe('h5 activity-detail', () => {
  it('shows the facts and a sign-up button under layout/ while sign-up is open', async () => {
    const view = renderBlock<Activity>(WithReviewMessages, { data: activity(), path: 'layout/applyActivity/9/applyActivity', siteFile: army });
    expect(screen.getByRole('heading', { name: '退役军人专场招聘会' })).toBeTruthy();
    expect(screen.getByText('社会招聘会')).toBeTruthy();
    const facts = within(screen.getByLabelText('活动信息'));
    expect(facts.getByText('2026-12-10 09:00-16:00')).toBeTruthy();
    expect(facts.getByText('2026-12-08')).toBeTruthy();
    expect(screen.getByText('已报名 120 人 / 名额 300 人')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '立即报名' }));
    expect(view.location().pathname).toBe(at('layout/activityresumeedit/9/socialFair/applyActivity'));
  });

  it('sanitises the body and links the fair units from a page outside layout/ as the page says', () => {
    const { container } = renderBlock<Activity>(WithReviewMessages, {
      data: activity(),
      path: 'social/fair/9',
      props: { unitPath: 'layout/recruitment/all/{id}' },
    });
    expect(screen.getByText('请携带简历')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    const unit = screen.getByRole('link', { name: /兵器装备集团/ });
    expect(unit.getAttribute('href')).toBe(at('layout/recruitment/all/21'));
    expect(within(unit).getByText('在招职位 4 个')).toBeTruthy();
  });

  it('a fair page with its sign-up path: a button on army h5, the state alone on default h5 (no sign-up page)', async () => {
    const props = { signUpPath: 'layout/activityresumeedit/{id}/{kind}/applyActivity' };
    renderBlock<Activity>(WithReviewMessages, { data: activity(), path: 'social/fair/9', props, siteFile: army });
    expect(await screen.findByRole('button', { name: '立即报名' })).toBeTruthy();
    cleanup();
    renderBlock<Activity>(WithReviewMessages, { data: activity({ kind: 'campusFair' }), path: 'campus/fair/9', props });
    expect((await screen.findByRole('status')).textContent).toBe('报名中');
    expect(screen.queryByRole('button', { name: '立即报名' })).toBeNull();
  });

  it('shows the state instead of the button when sign-up is not open', () => {
    renderBlock<Activity>(WithReviewMessages, { data: activity({ signUp: { state: 'deadline', label: '报名已截止' } }) });
    expect(screen.getByRole('status').textContent).toBe('报名已截止');
    expect(screen.queryByRole('button', { name: '立即报名' })).toBeNull();
  });

  it('speaks English', () => {
    renderBlock<Activity>(WithReviewMessages, { data: activity({ signUp: { state: 'ended', label: '活动已结束' } }), locale: 'en-US' });
    expect(screen.getByText('Job fair')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Activity ended');
  });
});
