// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BizError } from '@/src/api/errors';
import type { ApplyCheck, Delivery } from '@/src/core/application-api';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { position } from '@/tests/kits/h5/fixtures';
import { withApplyingMessages } from '@/tests/kits/h5/apply-wizard/with-applying-messages';
import Block from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
vi.mock('@/src/api/display', () => ({ reportFailure: vi.fn() }));
const { request } = await import('@/src/api/client');
const { reportFailure } = await import('@/src/api/display');
const mockRequest = vi.mocked(request);

const ApplyWizard = withApplyingMessages(Block);
const PATH = 'layout/apply/delivery/5';
const USER = { id: 42, name: '王芳', domain: 'portal' as const };

function check(over: Partial<ApplyCheck> = {}): ApplyCheck {
  return { tag: '1', position: position({ id: 5 }), state: 'ready', templateId: 'social', missing: [], ...over };
}

const incomplete = check({ state: 'incomplete', deliveryId: 55, missing: [{ sectionId: 'service', sectionName: '服役经历', count: 4 }] });

const show = (data: ApplyCheck | undefined, props: Record<string, unknown> = {}) => renderBlock<ApplyCheck>(ApplyWizard, { data, props, path: PATH, user: USER });

afterEach(cleanup);

beforeEach(() => {
  mockRequest.mockReset();
  vi.mocked(reportFailure).mockReset();
});

describe('h5 apply-wizard', () => {
  it('submits a ready application and then links to the assistant and the flow under layout/', async () => {
    mockRequest.mockResolvedValue({ id: 9, status: 'submitted' } as Delivery);
    show(check());
    expect(screen.getByRole('heading', { name: '软件开发工程师' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看职位详情' }).getAttribute('href')).toBe(at('layout/recruitmentview/5/social'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认投递' }));
    });
    expect(mockRequest).toHaveBeenCalledWith('wizard.submit', { applyId: 5 }, { skipErrorHandler: true });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '投递成功' }));
    expect(screen.getByRole('link', { name: '应聘助手' }).getAttribute('href')).toBe(at('layout/usercenter'));
    expect(screen.getByRole('link', { name: '查看应聘流程' }).getAttribute('href')).toBe(at('layout/recruitmentflow'));
  });

  it('lists what is missing and leads to layout/completeResume/{deliveryId} with the way back', () => {
    const view = show(incomplete);
    const list = screen.getByRole('list', { name: /尚未填写完整/ });
    expect(within(list).getByRole('listitem').textContent).toBe('服役经历4 项未填写');
    fireEvent.click(screen.getByRole('link', { name: '去完善简历' }));
    expect(view.location().pathname).toBe(at('layout/completeResume/55'));
    expect(new URLSearchParams(view.location().search).get('back')).toBe(at(PATH));
  });

  it('a completePath written once for all variants gains layout/ here, as the route file has it', () => {
    const view = show(incomplete, { completePath: 'completeResume/{deliveryId}' });
    fireEvent.click(screen.getByRole('link', { name: '去完善简历' }));
    expect(view.location().pathname).toBe(at('layout/completeResume/55'));
  });

  it('RESUME_INCOMPLETE from the submit shows the incomplete view', async () => {
    mockRequest.mockRejectedValue(new BizError({ errorCode: 'RESUME_INCOMPLETE', errorMessage: '简历不完整，请先完善简历', data: incomplete }));
    show(check());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认投递' }));
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '请先完善简历' }));
    expect(screen.getByRole('link', { name: '去完善简历' })).toBeTruthy();
  });

  it('ALREADY_APPLIED from the submit is shown and the state asked again', async () => {
    const refused = new BizError({ errorCode: 'ALREADY_APPLIED', errorMessage: '您已投递过该职位' });
    mockRequest.mockRejectedValue(refused);
    const view = show(check());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认投递' }));
    });
    expect(reportFailure).toHaveBeenCalledWith(refused);
    expect(view.reload).toHaveBeenCalled();
  });

  it('an application made before links to the flow', () => {
    show(check({ state: 'applied', deliveryId: 3 }));
    expect(screen.getByRole('heading', { name: '您已投递过该职位' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看应聘流程' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认投递' })).toBeNull();
  });

  it('a position past its deadline shows 报名已截止 and no button', () => {
    show(check({ state: 'deadline' }));
    expect(screen.getByRole('heading', { name: '报名已截止' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: '去完善简历' })).toBeNull();
  });

  it('speaks English when the page does', () => {
    renderBlock<ApplyCheck>(ApplyWizard, { data: check({ state: 'closed' }), path: PATH, user: USER, locale: 'en-US' });
    expect(screen.getByRole('heading', { name: 'Recruitment ended' })).toBeTruthy();
    expect(screen.getByText('This position no longer takes applications.')).toBeTruthy();
  });
});
