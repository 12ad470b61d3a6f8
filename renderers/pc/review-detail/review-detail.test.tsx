// @vitest-environment jsdom
import { renderAt } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import type { ReviewDetail } from '@/src/core/review-api';
import { referenceAnswer } from '@/tests/kits/pc/resume-editor/fixtures';
import { CENSOR_BASE, reviewDetail, reviewerProps } from '@/tests/kits/pc/review-list/fixtures';
import ReviewDetailBlock from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);

let decided: ReviewDetail | Error;
beforeEach(() => {
  mockRequest.mockReset();
  mockRequest.mockImplementation(async (name, params) => {
    if (name !== 'review.decide') return referenceAnswer(name, params) as never;
    if (decided instanceof Error) throw decided;
    return decided as never;
  });
});

function renderDetail(data: ReviewDetail | undefined, user: 'reviewer' | 'candidate' = 'reviewer') {
  const props = reviewerProps<ReviewDetail>({ data, path: 'review/31', params: { deliveryId: '31' } }, user);
  renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ReviewDetailBlock {...props} />
    </SWRConfig>,
    `${CENSOR_BASE}/review/31`,
  );
  return props;
}

const reviewing = reviewDetail({
  status: 'reviewing',
  actions: ['pass', 'fail'],
  history: [
    { status: 'submitted', at: '2026-11-18T10:00:00' },
    { status: 'reviewing', at: '2026-11-19T09:30:00' },
  ],
});

/** The confirm dialog a decision opens: its title and a line of it, then 确认. */
async function confirm(title: string, line: string): Promise<void> {
  const dialog = within(await screen.findByRole('dialog', {}, { timeout: 5_000 }));
  // antd names the dialog by its title too: the title is there more than once
  expect(dialog.getAllByText(title).length).toBeGreaterThan(0);
  expect(dialog.getByText(line)).toBeTruthy();
  await act(async () => fireEvent.click(dialog.getByRole('button', { name: '确认' })));
}

describe('pc review-detail', () => {
  it('shows what the application is for, the candidate, the history and the resume read-only, without an edit link', async () => {
    renderDetail(reviewDetail());
    expect(screen.getByRole('heading', { level: 2, name: '软件开发工程师' })).toBeTruthy();
    expect(screen.getByText('职位申请')).toBeTruthy();
    const head = within(screen.getByRole('region', { name: '申请信息' }));
    expect(head.getByText('王小明')).toBeTruthy();
    expect(head.getByText('13800000012')).toBeTruthy();
    expect(head.getByText('投递成功')).toBeTruthy();
    const history = within(screen.getByRole('complementary'));
    expect(history.getByText('2026-11-18 10:00')).toBeTruthy();
    const resume = within(screen.getByRole('region', { name: '应聘者简历' }));
    expect(resume.getByRole('region', { name: '基本信息' })).toBeTruthy();
    expect((await resume.findAllByText('浙江省 / 杭州市')).length).toBeGreaterThan(0);
    expect(resume.getByText('浙江大学')).toBeTruthy();
    expect(resume.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('link', { name: '编辑简历' })).toBeNull();
    expect(screen.getByRole('link', { name: '← 返回申请列表' }).getAttribute('href')).toBe(`${CENSOR_BASE}/review`);
  });

  it('starts the review: the status and the history update at once', async () => {
    decided = { ...reviewing };
    renderDetail(reviewDetail());
    expect(screen.queryByRole('button', { name: '审查通过' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开始审查' })));
    expect(mockRequest).toHaveBeenCalledWith('review.decide', { deliveryId: 31, action: 'start' });
    expect(screen.getByRole('status').textContent).toContain('已处理，当前状态：资格审查中');
    expect(within(screen.getByRole('region', { name: '申请信息' })).getByText('资格审查中')).toBeTruthy();
    expect(screen.getByText('2026-11-19 09:30')).toBeTruthy();
    expect(screen.getByRole('button', { name: '审查通过' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '开始审查' })).toBeNull();
  });

  it('refuses a failure without a comment, then fails with one', async () => {
    decided = { ...reviewing, status: 'failed', actions: [], history: [...reviewing.history, { status: 'failed', at: '2026-11-20T08:00:00', comment: '学历不符合要求' }] };
    renderDetail(reviewing);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '审查不通过' })));
    expect(screen.getByText('审查不通过时请填写审查意见')).toBeTruthy();
    expect(mockRequest).not.toHaveBeenCalledWith('review.decide', expect.anything());
    fireEvent.change(screen.getByLabelText('审查意见'), { target: { value: ' 学历不符合要求 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '审查不通过' })));
    await confirm('确认审查不通过？', '意见：学历不符合要求');
    expect(mockRequest).toHaveBeenCalledWith('review.decide', { deliveryId: 31, action: 'fail', comment: '学历不符合要求' });
    expect(within(screen.getByRole('region', { name: '申请信息' })).getByText('资格审查未通过')).toBeTruthy();
    expect(screen.getByText('学历不符合要求')).toBeTruthy();
    expect(screen.getByText('该申请当前不需要审查操作。')).toBeTruthy();
  });

  it('passes with an optional comment', async () => {
    decided = { ...reviewing, status: 'passed', actions: [], history: [...reviewing.history, { status: 'passed', at: '2026-11-20T08:00:00', comment: '符合条件' }] };
    renderDetail(reviewing);
    fireEvent.change(screen.getByLabelText('审查意见'), { target: { value: '符合条件' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '审查通过' })));
    await confirm('确认审查通过？', '意见：符合条件');
    expect(mockRequest).toHaveBeenCalledWith('review.decide', { deliveryId: 31, action: 'pass', comment: '符合条件' });
    expect(within(screen.getByRole('region', { name: '申请信息' })).getByText('资格审查通过')).toBeTruthy();
  });

  it('sends nothing when the reviewer thinks again at the confirmation', async () => {
    renderDetail(reviewing);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '审查通过' })));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 5_000 }));
    expect(dialog.getByText('申请：软件开发工程师，应聘者：王小明')).toBeTruthy();
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: '再想想' })));
    expect(mockRequest).not.toHaveBeenCalledWith('review.decide', expect.anything());
    expect(screen.getByRole('button', { name: '审查通过' })).toBeTruthy();
  });

  it('offers to undo the reviewer\'s own decision until its time, confirmed, and tells it is undone', async () => {
    const passed = { ...reviewing, status: 'passed' as const, actions: ['undo' as const], undoUntil: '2026-11-20T00:10:00Z', history: [...reviewing.history, { status: 'passed' as const, at: '2026-11-20T00:00:00Z' }] };
    decided = { ...reviewing, history: [...passed.history, { status: 'reviewing', at: '2026-11-20T00:05:00Z', undo: true }] };
    renderDetail(passed);
    expect(screen.getByText('2026-11-20 08:10 前可以撤销这个决定')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '撤销决定' })));
    await confirm('确认撤销这个决定？', '申请将回到审查中，应聘者会收到通知；这两步都记在审查记录里。');
    expect(mockRequest).toHaveBeenCalledWith('review.decide', { deliveryId: 31, action: 'undo' });
    expect(screen.getByRole('status').textContent).toContain('已撤销，申请回到审查中');
    expect(screen.getByText('撤销了上一个决定')).toBeTruthy();
    expect(screen.getByRole('button', { name: '审查通过' })).toBeTruthy();
  });

  it('keeps the decision offered when the server refuses it (the client has told why)', async () => {
    decided = new Error('当前状态不能进行该操作');
    renderDetail(reviewing);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '审查通过' })));
    await confirm('确认审查通过？', '未填写意见');
    expect(within(screen.getByRole('region', { name: '申请信息' })).getByText('资格审查中')).toBeTruthy();
    expect(screen.getByRole('button', { name: '审查通过' })).toBeTruthy();
  });

  it('is only for reviewers', () => {
    renderDetail(reviewDetail(), 'candidate');
    expect(screen.getByText('仅限审核人员')).toBeTruthy();
    expect(screen.queryByText('王小明')).toBeNull();
  });
});
