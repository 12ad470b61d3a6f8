// @vitest-environment jsdom
import { renderBlock } from '@/tests/kits/pc/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activity, paged } from '@/tests/kits/pc/fixtures';
import ActivityList from './index';

describe('pc activity-list', () => {
  it('draws title, place, time, deadline and capacity', () => {
    renderBlock(ActivityList, { data: paged([activity()]) });
    const link = screen.getByRole('link', { name: '春季双选会' });
    expect(link.getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/applyActivity/5/applyActivity');
    expect(screen.getByText('国家会议中心')).toBeTruthy();
    expect(screen.getByText('2026-04-10 09:00 ~ 2026-04-10 16:00')).toBeTruthy();
    expect(screen.getByText('2099-04-08')).toBeTruthy();
    expect(screen.getByText('名额 120/200')).toBeTruthy();
    expect(screen.getByText('立即报名')).toBeTruthy();
  });

  it('says when sign-up is closed, full, or the activity closed by its publisher', () => {
    const closed = activity({ id: 3, title: '开放日', signUp: { state: 'closed', label: '活动已关闭' } });
    renderBlock(ActivityList, {
      data: paged([activity({ id: 1, deadline: '2020-01-01' }), activity({ id: 2, title: '宣讲会', signedUp: 200 }), closed]),
    });
    expect(screen.getByText('报名已截止')).toBeTruthy();
    expect(screen.getByText('名额已满')).toBeTruthy();
    expect(screen.getByText('活动已关闭')).toBeTruthy();
  });
});
