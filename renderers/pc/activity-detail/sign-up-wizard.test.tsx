// @vitest-environment jsdom
// activityresumeedit/{id}/{src}/applyActivity: the apply-wizard block with wizard.apply's tag '2' answer signs up
// for the activity, in a sign-up's words.
import { addMessages, makeBlockProps, renderAt } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import zhApplying from '@/schemas/locales/zh-CN/applying.json';
import zhReview from '@/schemas/locales/zh-CN/review.json';
import type { ApplyCheck, Delivery } from '@/src/core/application-api';
import { activity } from '@/tests/kits/pc/fixtures';
import ApplyWizard from '@/renderers/pc/apply-wizard';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
vi.mock('@/src/runtime/schema-source', async () => (await import('@/tests/kits/common/account-test-kit')).schemaSourceMock);
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);

addMessages('zh-CN', { ...zhApplying, ...zhReview });

const ARMY_PC = '/site/1/1002/portal/pc/army/pc';
const PATH = 'activityresumeedit/5/activity/applyActivity';
const site = { portalType: '1', portalId: '1002', domain: 'portal', channel: 'pc', template: 'army', terminal: 'pc' as const, siteBase: '/site/1/1002/portal/pc', variantBase: ARMY_PC };

function check(over: Partial<ApplyCheck> = {}): ApplyCheck {
  return { tag: '2', activity: activity({ kind: 'activity', signUp: { state: 'open', label: '报名中' } }), state: 'ready', templateId: 'army', missing: [], ...over };
}

function renderWizard(data: ApplyCheck) {
  const props = makeBlockProps<ApplyCheck>({ type: 'apply-wizard', data, path: PATH, site });
  props.ctx.user = { id: 42, name: '赵卫国', domain: 'portal' };
  renderAt(<ApplyWizard {...props} />, `${ARMY_PC}/${PATH}`);
  return props;
}

beforeEach(() => {
  mockRequest.mockReset();
});

describe('signing up for an activity with the apply-wizard (pc)', () => {
  it('shows the activity, confirms the sign-up with its tag and says 报名成功 with a link to the assistant', async () => {
    mockRequest.mockResolvedValue({ id: 77, tag: '2', status: 'submitted' } as Delivery);
    renderWizard(check());
    expect(screen.getByText('报名活动')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '春季双选会' })).toBeTruthy();
    expect(screen.getByText('国家会议中心')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看活动详情' }).getAttribute('href')).toBe(`${ARMY_PC}/applyActivity/5/applyActivity`);
    expect(screen.getByRole('heading', { name: '简历已满足该活动的要求' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认报名' })));
    expect(mockRequest).toHaveBeenCalledWith('wizard.submit', { applyId: 5, tag: '2' }, { skipErrorHandler: true });
    expect(screen.getByRole('heading', { name: '报名成功' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '应聘助手' }).getAttribute('href')).toBe(`${ARMY_PC}/usercenter`);
  });

  it('an incomplete resume: on army pc (no completeResume page) the resume is completed in the activity\'s template', async () => {
    renderWizard(check({ state: 'incomplete', deliveryId: 88, missing: [{ sectionId: 'personal', sectionName: '基本信息', count: 2 }] }));
    expect(screen.getByText('该活动要求的以下简历内容尚未填写完整：')).toBeTruthy();
    const link = await screen.findByRole('link', { name: '去完善简历' });
    await vi.waitFor(() => expect(link.getAttribute('href')).toMatch(new RegExp(`^${ARMY_PC}/ImproveResume\\?templateId=army&back=`)));
  });

  it.each([
    ['full', '报名人数已满'],
    ['closed', '活动已关闭'],
  ] as const)('a %s activity shows its label and no button', (state, label) => {
    renderWizard(check({ state, statusLabel: label }));
    expect(screen.getByRole('heading', { name: label })).toBeTruthy();
    expect(screen.getByText('该活动已不再接受报名。')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
