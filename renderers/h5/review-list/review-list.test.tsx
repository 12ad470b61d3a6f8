// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Paged } from '@/src/core/envelope';
import type { ReviewItem } from '@/src/core/review-api';
import { paged } from '@/tests/kits/h5/fixtures';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { onCensorSite, reviewer } from '@/tests/kits/h5/review-list/fixtures';
import ReviewList from './index';

afterEach(cleanup);

const List = onCensorSite(ReviewList);

const item: ReviewItem = {
  id: 31,
  tag: '1',
  position: { id: 101, title: '软件开发工程师', unitName: '中铁建设集团有限公司' },
  activity: null,
  candidate: { name: '王小明', mobile: '13800000012', email: null },
  status: 'reviewing',
  submittedAt: '2026-11-18T10:00:00',
  updatedAt: '2026-11-19T10:00:00',
  actions: ['pass', 'fail'],
};

describe('h5 review-list', () => {
  it('lists the applications read-only, each with its status and date', () => {
    renderBlock<Paged<ReviewItem>>(List, { data: paged([item]), path: 'layout/review', user: reviewer });
    const card = within(screen.getAllByRole('listitem')[0]);
    expect(card.getByRole('heading', { name: '王小明' })).toBeTruthy();
    expect(card.getByText('软件开发工程师')).toBeTruthy();
    expect(card.getByText('资格审查中')).toBeTruthy();
    expect(card.getByText('2026-11-18 投递')).toBeTruthy();
    expect(screen.getByText('手机端仅可查看申请，资格审查请在电脑端进行。')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says 共 1000+ 条 when the total stopped counting at 1000', () => {
    renderBlock<Paged<ReviewItem>>(List, { data: { ...paged([item], 1000, 1), totalCapped: true }, path: 'layout/review', user: reviewer });
    expect(screen.getByText('共 1000+ 条')).toBeTruthy();
  });

  it('says so when nothing is listed', () => {
    renderBlock<Paged<ReviewItem>>(List, { data: paged([]), path: 'layout/review', user: reviewer });
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('sends anyone but a reviewer to the reviewers\' login', () => {
    renderBlock<Paged<ReviewItem>>(List, { data: paged([item]), path: 'layout/review', user: { id: 42, name: '张三', domain: 'portal' } });
    expect(screen.queryByText('王小明')).toBeNull();
    expect(screen.getByRole('link', { name: '审核人员登录' }).getAttribute('href')).toBe(at('layout/censorlogin'));
  });
});
