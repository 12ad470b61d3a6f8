// The business failures of the application calls (docs/api-contract.md, "Applications"): codes and Chinese messages.
import type { ApplyCheck } from '@/src/core/application-api';
import { ApiError, notFound } from '@/server/http/envelope';

export const positionNotFound = () => notFound('职位');
export const activityNotFound = () => notFound('活动');
export const deliveryNotFound = () => notFound('投递记录');
export const notificationNotFound = () => notFound('通知');
export const arrangementNotFound = () => notFound('面试安排');
export const slotNotFound = () => notFound('面试时段');

export const resumeIncomplete = (check: ApplyCheck) => new ApiError('RESUME_INCOMPLETE', '简历不完整，请先完善简历', 2, 200, { data: check });
export const positionClosed = () => new ApiError('POSITION_CLOSED', '招聘已结束');
export const deadlinePassed = () => new ApiError('DEADLINE_PASSED', '报名已截止');
export const alreadyApplied = () => new ApiError('ALREADY_APPLIED', '您已投递过该职位');
export const alreadySignedUp = () => new ApiError('ALREADY_APPLIED', '您已报名该活动');
export const activityFull = () => new ApiError('ACTIVITY_FULL', '报名人数已满');
export const activityClosed = () => new ApiError('ACTIVITY_CLOSED', '活动已关闭，不再接受报名');
export const withdrawRefused = () => new ApiError('WITHDRAW_REFUSED', '审核已开始，不能撤回');
export const slotFull = () => new ApiError('SLOT_FULL', '该时段已满');
export const notAnInvitation = () => new ApiError('NOT_AN_INVITATION', '该通知不是面试邀请，无需确认时间');
export const bcNotPending = () => new ApiError('BC_NOT_PENDING', '没有待确认的背景调查');
export const feedbackNotOpen = () => new ApiError('FEEDBACK_NOT_OPEN', '该投递暂不能提交面试反馈');
export const feedbackGiven = () => new ApiError('FEEDBACK_GIVEN', '您已提交过面试反馈');
