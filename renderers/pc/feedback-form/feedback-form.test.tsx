// @vitest-environment jsdom
import { renderBlock } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BizError } from '@/src/api/errors';
import { delivery, pagedOf } from '@/tests/kits/pc/delivery-list/fixtures';
import FeedbackForm from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
vi.mock('@/src/api/display', () => ({ displayError: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);

const open = pagedOf([delivery({ id: 25, status: 'passed', withdrawable: false, feedbackOpen: true })]);

beforeEach(() => {
  mockRequest.mockReset();
});

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
  });
}

describe('pc feedback-form', () => {
  it('names the interview, asks for a rating first, then saves rating and comment and thanks', async () => {
    mockRequest.mockResolvedValue(null);
    renderBlock(FeedbackForm, { path: 'userfeedback?deliveryId=25', data: open });
    expect(screen.getByText('评价对象：软件开发工程师 · 中铁建设集团有限公司')).toBeTruthy();
    const group = screen.getByRole('radiogroup', { name: '总体评分' });
    expect(group.getAttribute('aria-required')).toBe('true');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('请选择评分');
    expect(mockRequest).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: '4 较好' }));
    fireEvent.change(screen.getByLabelText('意见与建议'), { target: { value: ' 安排很清楚 ' } });
    await submit();
    expect(mockRequest).toHaveBeenCalledWith('feedback.save', { deliveryId: 25, rating: 4, comment: '安排很清楚' }, { skipErrorHandler: true });
    expect(await screen.findByText('感谢您的评价')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交评价' })).toBeNull();
  });

  it('shows the server\'s refusal in place of the form', async () => {
    mockRequest.mockRejectedValue(new BizError({ errorCode: 'FEEDBACK_CLOSED', errorMessage: '该申请暂不能评价' }));
    renderBlock(FeedbackForm, { path: 'userfeedback?deliveryId=26', data: open });
    fireEvent.click(screen.getByRole('radio', { name: '5 很好' }));
    await submit();
    expect(await screen.findByText('暂时不能评价')).toBeTruthy();
    expect(screen.getByText('该申请暂不能评价')).toBeTruthy();
  });

  it('says so when the application cannot be rated, and without ?deliveryId= points to the list', () => {
    const closed = pagedOf([delivery({ id: 25, feedbackOpen: false })]);
    const { unmount } = renderBlock(FeedbackForm, { path: 'userfeedback?deliveryId=25', data: closed });
    expect(screen.getByText('这份申请当前不能评价：面试结束后开放评价，每份申请只能评价一次。')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    unmount();
    renderBlock(FeedbackForm, { path: 'userfeedback', data: open });
    expect(screen.getByRole('link', { name: '前往我的申请' }).getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/usercenter');
  });

  it('is in English too', () => {
    renderBlock(FeedbackForm, { path: 'userfeedback?deliveryId=25', locale: 'en-US', data: open });
    expect(screen.getByRole('radio', { name: '1 Very poor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit feedback' })).toBeTruthy();
  });
});
