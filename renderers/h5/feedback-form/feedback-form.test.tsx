// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BizError } from '@/src/api/errors';
import type { Delivery } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { delivery, pagedOf, withFollowing } from '@/tests/kits/h5/delivery-list/fixtures';
import FeedbackFormBlock from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
vi.mock('@/src/api/display', () => ({ displayError: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);
const FeedbackForm = withFollowing(FeedbackFormBlock);

const open = pagedOf([delivery({ id: 25, status: 'passed', withdrawable: false, feedbackOpen: true })]);

afterEach(cleanup);
beforeEach(() => {
  mockRequest.mockReset();
});

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
  });
}

describe('h5 feedback-form', () => {
  it('asks for a rating, saves rating and comment, and thanks', async () => {
    mockRequest.mockResolvedValue(null);
    renderBlock<Paged<Delivery>>(FeedbackForm, { path: 'layout/userfeedback?deliveryId=25', data: open });
    expect(screen.getByText('评价对象：退役军人专项岗 · 军民融合发展中心')).toBeTruthy();
    expect(screen.getByRole('group', { name: '总体评分' })).toBeTruthy();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('请选择评分');
    fireEvent.click(screen.getByRole('radio', { name: '3 一般' }));
    fireEvent.change(screen.getByLabelText('意见与建议'), { target: { value: '等候时间有点长' } });
    await submit();
    expect(mockRequest).toHaveBeenCalledWith('feedback.save', { deliveryId: 25, rating: 3, comment: '等候时间有点长' }, { skipErrorHandler: true });
    expect(await screen.findByText('感谢您的评价')).toBeTruthy();
  });

  it('shows the server\'s refusal', async () => {
    mockRequest.mockRejectedValue(new BizError({ errorCode: 'FEEDBACK_CLOSED', errorMessage: '您已评价过本次面试' }));
    renderBlock<Paged<Delivery>>(FeedbackForm, { path: 'layout/userfeedback?deliveryId=25', data: open });
    fireEvent.click(screen.getByRole('radio', { name: '5 很好' }));
    await submit();
    expect(await screen.findByText('暂时不能评价')).toBeTruthy();
    expect(screen.getByText('您已评价过本次面试')).toBeTruthy();
  });

  it('without ?deliveryId= points to the application list', () => {
    renderBlock<Paged<Delivery>>(FeedbackForm, { path: 'layout/userfeedback', data: open });
    expect(screen.getByRole('link', { name: '前往我的申请' }).getAttribute('href')).toBe(at('layout/usercenter'));
  });
});
