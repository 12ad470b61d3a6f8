// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReviewDetail } from '@/src/core/review-api';
import type { BlockProps } from '@/src/runtime/block-props';
import { renderBlock } from '@/tests/kits/h5/test-utils';
import { basicInfo, referenceAnswer, resumeDoc } from '@/tests/kits/h5/resume-editor/resume-fixtures';
import { onCensorSite, reviewer } from '@/tests/kits/h5/review-list/fixtures';
import ReviewDetailBlock from './index';

const request = vi.hoisted(() => vi.fn());
vi.mock('@/src/api/client', () => ({ request }));

beforeEach(() => {
  request.mockReset();
  request.mockImplementation(async (name: string, params: Record<string, unknown> = {}) => referenceAnswer(name, params));
});
afterEach(cleanup);

const Detail = onCensorSite(function Fresh(props: BlockProps<ReviewDetail>) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ReviewDetailBlock {...props} />
    </SWRConfig>
  );
});

const detail: ReviewDetail = {
  id: 32,
  tag: '2',
  position: null,
  activity: { id: 5, title: '春季双选会', place: '国家会议中心', startTime: '2026-12-10T09:00:00' },
  candidate: { name: '李华', mobile: '13800000012', email: null },
  status: 'passed',
  submittedAt: '2026-11-18T10:00:00',
  updatedAt: '2026-11-20T08:00:00',
  actions: [],
  history: [
    { status: 'submitted', at: '2026-11-18T10:00:00' },
    { status: 'reviewing', at: '2026-11-19T09:00:00' },
    { status: 'passed', at: '2026-11-20T08:00:00', comment: '符合条件' },
  ],
  resume: resumeDoc({ personal: { basicInfo: basicInfo() } }),
};

describe('h5 review-detail', () => {
  it('shows the sign-up, its history with comments and the resume, read-only and without decisions', () => {
    renderBlock<ReviewDetail>(Detail, { data: detail, path: 'layout/review', user: reviewer });
    expect(screen.getByRole('heading', { name: '春季双选会' })).toBeTruthy();
    expect(screen.getByText('活动报名')).toBeTruthy();
    expect(screen.getByText('李华 · 13800000012')).toBeTruthy();
    expect(screen.getAllByText('资格审查通过').length).toBe(2);
    expect(screen.getByText('2026-11-20 08:00')).toBeTruthy();
    expect(screen.getByText('符合条件')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '基本信息' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
