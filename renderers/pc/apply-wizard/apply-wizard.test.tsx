// @vitest-environment jsdom
import { addMessages, makeBlockProps, renderAt } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import zhApplying from '@/schemas/locales/zh-CN/applying.json';
import { BizError } from '@/src/api/errors';
import type { ApplyCheck, Delivery } from '@/src/core/application-api';
import { position } from '@/tests/kits/pc/fixtures';
import ApplyWizard from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
vi.mock('@/src/api/display', () => ({ reportFailure: vi.fn() }));
// the wizard asks the variant's route file whether completeResume/{deliveryId} exists there
vi.mock('@/src/runtime/schema-source', () => ({ fetchSchema: vi.fn(), readySchema: () => undefined }));
const { request } = await import('@/src/api/client');
const { fetchSchema } = await import('@/src/runtime/schema-source');
const { reportFailure } = await import('@/src/api/display');
const mockRequest = vi.mocked(request);

addMessages('zh-CN', zhApplying);

const PATH = 'apply/delivery/101/social';
const BASE = '/site/1/1001/portal/pc/default/pc';

function check(over: Partial<ApplyCheck> = {}): ApplyCheck {
  return { tag: '1', position: position(), state: 'ready', templateId: 'social', missing: [], ...over };
}

const incomplete = check({
  state: 'incomplete',
  deliveryId: 55,
  missing: [
    { sectionId: 'personal', sectionName: '个人信息', count: 3 },
    { sectionId: 'education', sectionName: '教育经历', count: 6 },
  ],
});

const delivery = { id: 9, status: 'submitted', positionId: 101 } as Delivery;

function renderWizard(data: ApplyCheck | undefined, props: Record<string, unknown> = {}) {
  const blockProps = makeBlockProps<ApplyCheck>({ type: 'apply-wizard', data, props, path: PATH });
  blockProps.ctx.user = { id: 42, name: '王芳', domain: 'portal' };
  const view = renderAt(<ApplyWizard {...blockProps} />, PATH);
  return { ...view, props: blockProps, ctx: blockProps.ctx };
}

const routeFile = (paths: string[]) => ({ routes: paths.map((path) => ({ path, page: 'x' })) });

beforeEach(() => {
  mockRequest.mockReset();
  vi.mocked(fetchSchema).mockReset();
  vi.mocked(fetchSchema).mockResolvedValue(routeFile(['apply/delivery/:id/:src', 'completeResume/:deliveryId', 'ImproveResume']));
  vi.mocked(reportFailure).mockReset();
});

describe('pc apply-wizard', () => {
  it('shows the position and, when the resume is ready, submits and then links to the assistant and the flow', async () => {
    mockRequest.mockResolvedValue(delivery);
    renderWizard(check());
    expect(screen.getByRole('heading', { level: 2, name: '软件开发工程师' })).toBeTruthy();
    expect(screen.getByText('中铁建设集团有限公司')).toBeTruthy();
    expect(screen.getByText('8000-12000 元/月')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看职位详情' }).getAttribute('href')).toBe(`${BASE}/recruitmentview/101/social`);
    expect(screen.getByRole('heading', { name: '简历已满足该职位的要求' })).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认投递' }));
    });
    expect(mockRequest).toHaveBeenCalledWith('wizard.submit', { applyId: 101 }, { skipErrorHandler: true });
    const done = screen.getByRole('heading', { name: '投递成功' });
    expect(document.activeElement).toBe(done);
    expect(screen.getByRole('link', { name: '应聘助手' }).getAttribute('href')).toBe(`${BASE}/usercenter`);
    expect(screen.getByRole('link', { name: '查看应聘流程' }).getAttribute('href')).toBe(`${BASE}/recruitmentflow`);
    expect(screen.queryByRole('button', { name: '确认投递' })).toBeNull();
  });

  it('lists the missing sections with their counts and leads to completeResume/{deliveryId}, coming back here', () => {
    const { ctx } = renderWizard(incomplete);
    expect(screen.getByRole('heading', { name: '请先完善简历' })).toBeTruthy();
    const list = screen.getByRole('list', { name: /尚未填写完整/ });
    const rows = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual(['个人信息3 项未填写', '教育经历6 项未填写']);
    const link = screen.getByRole('link', { name: '去完善简历' });
    const back = encodeURIComponent(`${BASE}/${PATH}`);
    expect(link.getAttribute('href')).toBe(`${BASE}/completeResume/55?back=${back}`);
    fireEvent.click(link);
    expect(ctx.navigate).toHaveBeenCalledWith(`completeResume/55?back=${back}`);
    expect(screen.queryByRole('button', { name: '确认投递' })).toBeNull();
  });

  it('on a variant without completeResume (army pc) edits the resume in the position\'s template instead', async () => {
    vi.mocked(fetchSchema).mockResolvedValue(routeFile(['apply/:id/:src', 'ImproveResume']));
    renderWizard({ ...incomplete, templateId: 'army' });
    await waitFor(() => expect(screen.getByRole('link', { name: '去完善简历' }).getAttribute('href')).toMatch(new RegExp(`^${BASE}/ImproveResume\\?templateId=army&back=%2F`)));
    expect(fetchSchema).toHaveBeenCalledWith('routes/default.pc.json');
  });

  it('goes to the incomplete view when the submit answers RESUME_INCOMPLETE', async () => {
    mockRequest.mockRejectedValue(new BizError({ errorCode: 'RESUME_INCOMPLETE', errorMessage: '简历不完整，请先完善简历', data: incomplete }));
    renderWizard(check());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认投递' }));
    });
    expect(screen.getByRole('heading', { name: '请先完善简历' })).toBe(document.activeElement);
    expect(screen.getByRole('link', { name: '去完善简历' })).toBeTruthy();
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('shows a refused submit and asks wizard.apply again for the state to show', async () => {
    const refused = new BizError({ errorCode: 'POSITION_CLOSED', errorMessage: '招聘已结束' });
    mockRequest.mockRejectedValue(refused);
    const { props } = renderWizard(check());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认投递' }));
    });
    expect(reportFailure).toHaveBeenCalledWith(refused);
    expect(props.reload).toHaveBeenCalled();
  });

  it('says the candidate has applied before, with a link to the flow and no submit', () => {
    renderWizard(check({ state: 'applied', deliveryId: 7 }));
    expect(screen.getByRole('heading', { name: '您已投递过该职位' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看应聘流程' }).getAttribute('href')).toBe(`${BASE}/recruitmentflow`);
    expect(screen.queryByRole('button', { name: '确认投递' })).toBeNull();
  });

  it.each([
    ['closed', '招聘已结束'],
    ['deadline', '报名已截止'],
  ] as const)('a %s position shows its status label and no button', (state, label) => {
    renderWizard(check({ state, position: position({ status: 'closed' }) }));
    expect(screen.getByRole('heading', { name: label })).toBeTruthy();
    expect(screen.getByText('该职位已不再接受申请。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认投递' })).toBeNull();
    expect(screen.queryByRole('link', { name: '去完善简历' })).toBeNull();
  });

  it('follows the paths a schema gives', async () => {
    mockRequest.mockResolvedValue(delivery);
    renderWizard(check(), { assistantPath: 'user/apply', flowPath: 'recruitmentflow?tab=1', positionPath: 'recruitmentview/{id}' });
    expect(screen.getByRole('link', { name: '查看职位详情' }).getAttribute('href')).toBe(`${BASE}/recruitmentview/101`);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认投递' }));
    });
    expect(screen.getByRole('link', { name: '应聘助手' }).getAttribute('href')).toBe(`${BASE}/user/apply`);
    expect(screen.getByRole('link', { name: '查看应聘流程' }).getAttribute('href')).toBe(`${BASE}/recruitmentflow?tab=1`);
  });

  it('shows the error state when wizard.apply failed', () => {
    const blockProps = makeBlockProps<ApplyCheck>({ error: new Error('NOT_FOUND'), path: PATH });
    renderAt(<ApplyWizard {...blockProps} />, PATH);
    expect(screen.getByRole('alert').textContent).toContain('加载失败');
  });
});
