// @vitest-environment jsdom
// layout/activityresumeedit/{id}/{src}/applyActivity on h5: the apply-wizard signs up for the activity (tag '2').
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplyCheck, Delivery } from '@/src/core/application-api';
import type { Activity } from '@/src/core/entities';
import { createTranslator } from '@/src/core/translate';
import type { BlockProps } from '@/src/runtime/block-props';
import zhBlocks from '@/schemas/locales/zh-CN/blocks.json';
import zhH5 from '@/schemas/locales/zh-CN/blocks-h5.json';
import zhApplying from '@/schemas/locales/zh-CN/applying.json';
import zhReview from '@/schemas/locales/zh-CN/review.json';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import ApplyWizard from '@/renderers/h5/apply-wizard';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
vi.mock('@/src/runtime/schema-source', async () => (await import('@/tests/kits/common/account-test-kit')).schemaSourceMock);
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);

const catalogues = { 'zh-CN': { ...zhBlocks, ...zhH5, ...zhApplying, ...zhReview } } as Record<string, Record<string, string>>;
function Wizard(props: BlockProps<ApplyCheck>) {
  return <ApplyWizard {...props} ctx={{ ...props.ctx, t: createTranslator('zh-CN', catalogues) }} />;
}

const activity: Activity = {
  id: 10,
  title: '退役军人创业指导沙龙',
  summary: '',
  place: '线上直播',
  startTime: '2026-12-20T19:00:00',
  endTime: '2026-12-20T21:00:00',
  deadline: '2026-12-19',
  capacity: 1000,
  signedUp: 233,
  kind: 'activity',
};

beforeEach(() => mockRequest.mockReset());
afterEach(cleanup);

describe('signing up for an activity with the apply-wizard (h5)', () => {
  it('shows the activity and signs up: 报名成功', async () => {
    mockRequest.mockResolvedValue({ id: 78, tag: '2', status: 'submitted' } as Delivery);
    const data: ApplyCheck = { tag: '2', activity, state: 'ready', templateId: 'army', missing: [] };
    renderBlock<ApplyCheck>(Wizard, { data, path: 'layout/activityresumeedit/10/activity/applyActivity', user: { id: 5, name: '赵卫国', domain: 'portal' } });
    expect(screen.getByRole('heading', { name: '退役军人创业指导沙龙' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看活动详情' }).getAttribute('href')).toBe(at('layout/applyActivity/10/applyActivity'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认报名' })));
    expect(mockRequest).toHaveBeenCalledWith('wizard.submit', { applyId: 10, tag: '2' }, { skipErrorHandler: true });
    expect(screen.getByRole('heading', { name: '报名成功' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '应聘助手' }).getAttribute('href')).toBe(at('layout/usercenter'));
  });
});
