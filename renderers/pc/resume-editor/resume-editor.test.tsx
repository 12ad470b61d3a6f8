// @vitest-environment jsdom
import { addMessages, makeBlockProps, renderAt } from '@/tests/kits/pc/test-utils';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import zhResume from '@/schemas/locales/zh-CN/resume.json';
import { BizError } from '@/src/api/errors';
import { configureClient, resetClientConfig } from '@/src/api/client-config';
import type { CompleteResumeDocument, ResumeDocument } from '@/src/core/resume-api';
import type { ResumeValues } from '@/src/core/resume-types';
import { draftKey, saveDraft } from '@/src/forms/draft';
import { idNumber, referenceAnswer, resumeDoc, validValues } from '@/tests/kits/pc/resume-editor/fixtures';
import ResumeEditor from './index';
import { pcNotifier } from '@/renderers/pc/notifier';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);

addMessages('zh-CN', zhResume);
// a save validates every field of the social template: slow in jsdom
configure({ asyncUtilTimeout: 8000 });

const USER = { id: 42, name: '张三', domain: 'portal' as const };
let scrolled: string[] = [];

beforeEach(() => {
  mockRequest.mockReset();
  mockRequest.mockImplementation(async (name, params) => {
    if (name === 'resume.save') return { version: 4, updatedAt: '2026-03-02T08:00:00.000Z' } as never;
    if (name === 'resume.getTemplates') return [] as never;
    return referenceAnswer(name, params) as never;
  });
  scrolled = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
  localStorage.clear();
});

afterEach(() => {
  resetClientConfig();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function renderEditor(doc: ResumeDocument | CompleteResumeDocument = resumeDoc(), props: Record<string, unknown> = {}, params: Record<string, string> = {}) {
  const blockProps = makeBlockProps<ResumeDocument>({ type: 'resume-editor', data: doc, props, path: 'resumeedit/42', params });
  blockProps.ctx.user = USER;
  const result = renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ResumeEditor {...blockProps} />
    </SWRConfig>,
    'resumeedit/42',
  );
  return { ...result, props: blockProps };
}

function withBasic(patch: Record<string, unknown>): ResumeValues {
  const values = validValues();
  Object.assign(values.personal.basicInfo, patch);
  return values;
}

const saveButton = () => screen.getByRole('button', { name: /保存简历/ });

async function clickSave() {
  await act(async () => {
    fireEvent.click(saveButton());
  });
}

describe('pc resume-editor', () => {
  it('draws the completeness bar, the section nav with missing counts and the form', async () => {
    const values = validValues();
    delete (values.personal.basicInfo as Record<string, unknown>).Email;
    renderEditor(resumeDoc({ values }));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '简历目录' });
    expect(within(nav).getByRole('link', { name: /基本信息.*1 项必填未填/ }).getAttribute('href')).toBe('#resume-section-personal');
    expect(within(nav).getByRole('link', { name: /教育经历.*已完善/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: '基本信息' }).id).toBe('resume-section-personal');
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('张三');
    expect(screen.getByText('还有 1 项必填内容未填写')).toBeTruthy();
  });

  it("each section's badge says what its nav link says: 未填写 for an optional section left empty, not 已完善", () => {
    renderEditor(resumeDoc());
    const nav = screen.getByRole('navigation', { name: '简历目录' });
    const said: string[] = [];
    for (const region of document.querySelectorAll<HTMLElement>('section.pc-resume-section')) {
      const title = region.querySelector('h2')!.textContent!;
      const badge = region.querySelector('.pc-resume-badge')!.textContent!;
      expect(within(nav).getByRole('link', { name: new RegExp(`${title}.*${badge}`) })).toBeTruthy();
      said.push(`${title}: ${badge}`);
    }
    expect(said).toContain('基本信息: 已完善');
    expect(said).toContain('工作经历: 未填写');
  });

  it('a wrong ID number shows 请输入正确的身份证号！ as it is typed', async () => {
    renderEditor();
    const id = screen.getByLabelText('证件号码');
    const good = idNumber('19900101');
    await act(async () => {
      fireEvent.change(id, { target: { value: good.slice(0, 17) + (good.endsWith('1') ? '2' : '1') } });
    });
    expect(await screen.findByText('请输入正确的身份证号！')).toBeTruthy();
  });

  it('a birthday that differs from the ID number shows 出生日期与证件号不符！ on save', async () => {
    renderEditor(resumeDoc({ values: withBasic({ Birthday: '1991-02-03' }) }));
    await clickSave();
    expect(await screen.findByText('出生日期与证件号不符！')).toBeTruthy();
    expect(mockRequest).not.toHaveBeenCalledWith('resume.save', expect.anything(), expect.anything());
  });

  it('an end date before its start is an error of that entry', async () => {
    const values = validValues();
    values.education.educationList = [{ ...(values.education.educationList as Record<string, unknown>[])[0], startDate: '2012-09', endDate: '2010-06' }];
    renderEditor(resumeDoc({ values }));
    await clickSave();
    expect(await screen.findByText('毕业时间不得早于入学时间')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: '简历目录' })).getByRole('link', { name: /教育经历.*1 处有误/ })).toBeTruthy();
    expect(scrolled).toEqual(['resume-section-education']);
  });

  it('a wrong answer stops the save with 您的简历填写不完善，请补充完整 and scrolls to its section', async () => {
    const values = validValues();
    (values.personal.basicInfo as Record<string, unknown>).Mobilephone = '12345';
    renderEditor(resumeDoc({ values }));
    await clickSave();
    expect(await screen.findByText('您的简历填写不完善，请补充完整')).toBeTruthy();
    expect(scrolled).toEqual(['resume-section-personal']);
    expect(document.activeElement?.textContent).toBe('基本信息');
    expect(mockRequest).not.toHaveBeenCalledWith('resume.save', expect.anything(), expect.anything());
  });

  it('a half-done resume saves, and the message says how many required answers applying still needs', async () => {
    const values = validValues();
    delete (values.personal.basicInfo as Record<string, unknown>).Mobilephone;
    renderEditor(resumeDoc({ values }));
    await clickSave();
    await waitFor(() => expect(mockRequest).toHaveBeenCalledWith('resume.save', expect.objectContaining({ version: 3 }), { skipErrorHandler: true }));
    expect(await screen.findByText('简历已保存，还有 1 项必填内容未填写，投递前请补充完整')).toBeTruthy();
    expect(screen.queryByText('有未保存的修改')).toBeNull();
  });

  it('a good save sends resume.save with the version, keeps the new one and clears the draft', async () => {
    const key = draftKey({ portalId: '1001', userId: 42, templateId: 'social' });
    renderEditor();
    await clickSave();
    await waitFor(() => expect(mockRequest).toHaveBeenCalledWith('resume.save', expect.objectContaining({ templateId: 'social', version: 3 }), { skipErrorHandler: true }));
    const sent = mockRequest.mock.calls.find(([name]) => name === 'resume.save')![1] as { values: ResumeValues };
    // the answers as they were, and the template's empty parts
    expect(sent.values).toEqual({ ...validValues(), work: { workList: [] }, family: { familyList: [] }, awards: { awardList: [] }, selfAssessment: { assessment: {} } });
    expect(await screen.findByText('简历已保存')).toBeTruthy();
    await waitFor(() => expect(saveButton().className).not.toContain('ant-btn-loading'));
    saveDraft(key, validValues());
    await clickSave();
    await waitFor(() => expect(mockRequest).toHaveBeenLastCalledWith('resume.save', expect.objectContaining({ version: 4 }), { skipErrorHandler: true }));
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('RESUME_CONFLICT shows its message and offers a reload that keeps what was typed', async () => {
    mockRequest.mockImplementation(async (name, params) => {
      if (name === 'resume.save') throw new BizError({ errorCode: 'RESUME_CONFLICT', errorMessage: '简历已在其他页面更新，请刷新后再保存', showType: 2 });
      return referenceAnswer(name, params) as never;
    });
    const { props } = renderEditor();
    await clickSave();
    const alert = await screen.findByText('简历已在其他页面更新，请刷新后再保存');
    fireEvent.click(within(alert.closest('.ant-alert') as HTMLElement).getByRole('button', { name: '重新加载' }));
    expect(props.reload).toHaveBeenCalled();
  });

  it('RESUME_INVALID marks the refused fields and scrolls to the first of them', async () => {
    mockRequest.mockImplementation(async (name, params) => {
      if (name === 'resume.save')
        throw new BizError({
          errorCode: 'RESUME_INVALID',
          errorMessage: '请填写正确的电子邮箱',
          showType: 2,
          data: { errors: [{ sectionId: 'personal', partId: 'basicInfo', fieldId: 'Email', code: 'email', message: '请输入正确的邮箱号！' }] },
        });
      return referenceAnswer(name, params) as never;
    });
    const notifier = { notify: vi.fn(), message: vi.fn() };
    configureClient({ notifier });
    renderEditor();
    await clickSave();
    expect(await screen.findByText('请输入正确的邮箱号！')).toBeTruthy();
    expect(notifier.notify).toHaveBeenCalledWith('温馨提示', '请填写正确的电子邮箱', 'error', 3000);
    expect(scrolled).toEqual(['resume-section-personal']);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('电子邮箱'), { target: { value: 'li.si@example.com' } });
    });
    await waitFor(() => expect(screen.queryByText('请输入正确的邮箱号！')).toBeNull());
  });

  it('a refusal of the save shows the 温馨提示 notification with its messages, as the pc notifier draws it', async () => {
    mockRequest.mockImplementation(async (name, params) => {
      if (name === 'resume.save') throw new BizError({ errorCode: 'RESUME_LOCKED', errorMessage: '', showType: 2, messages: ['简历审核中', '请稍后再保存'] });
      return referenceAnswer(name, params) as never;
    });
    configureClient({ notifier: pcNotifier });
    renderEditor();
    await clickSave();
    const box = (await screen.findByText('温馨提示')).closest('.ant-notification-notice') as HTMLElement;
    expect(within(box).getByText(/简历审核中\s+请稍后再保存/)).toBeTruthy();
    expect(saveButton().hasAttribute('disabled')).toBe(false);
  });

  it('offers a draft newer than the saved resume, and restores it', async () => {
    const key = draftKey({ portalId: '1001', userId: 42, templateId: 'social' });
    saveDraft(key, withBasic({ name: '李四' }), new Date('2026-03-05T08:00:00.000Z'));
    renderEditor();
    expect(screen.getByText(/未保存的草稿/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '恢复草稿' }));
    });
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('李四');
    expect(screen.queryByText(/未保存的草稿/)).toBeNull();
  });

  it('does not offer a draft older than the saved resume; 放弃 drops a newer one', async () => {
    const key = draftKey({ portalId: '1001', userId: 42, templateId: 'social' });
    saveDraft(key, withBasic({ name: '王五' }), new Date('2026-02-01T08:00:00.000Z'));
    const first = renderEditor();
    expect(screen.queryByText(/未保存的草稿/)).toBeNull();
    first.unmount();
    saveDraft(key, withBasic({ name: '王五' }), new Date('2026-03-05T08:00:00.000Z'));
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: '放弃' }));
    expect(localStorage.getItem(key)).toBeNull();
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('张三');
  });

  it('in mode complete shows the position and the missing fields', async () => {
    const values = validValues();
    delete (values.personal.basicInfo as Record<string, unknown>).photo;
    const doc: CompleteResumeDocument = {
      ...resumeDoc({ values }),
      deliveryId: 5,
      positionTitle: '软件开发工程师',
      missing: [{ sectionId: 'personal', partId: 'basicInfo', fieldId: 'photo', code: 'required', message: '请填写个人照片' }],
    };
    renderEditor(doc, { mode: 'complete' });
    expect(screen.getByText('申请“软件开发工程师”需要补充简历信息')).toBeTruthy();
    const list = screen.getByRole('list', { name: '需要补充的信息' });
    fireEvent.click(within(list).getByRole('button', { name: '基本信息 · 个人照片' }));
    expect(scrolled).toEqual(['resume-section-personal']);
    expect(screen.queryByLabelText('简历模板')).toBeNull();
  });

  it('in mode complete names a repeatable part that lacks entries by its section, supplied once it has them', () => {
    const missing: CompleteResumeDocument['missing'] = [{ sectionId: 'education', partId: 'educationList', fieldId: '', code: 'length', message: '至少填写 1 条' }];
    const empty = validValues();
    delete (empty as Record<string, unknown>).education;
    const { unmount } = renderEditor({ ...resumeDoc({ values: empty }), deliveryId: 5, positionTitle: '软件开发工程师', missing }, { mode: 'complete' });
    const item = () => within(screen.getByRole('list', { name: '需要补充的信息' })).getByRole('listitem');
    expect(within(item()).getByRole('button').textContent).toBe('教育经历');
    expect(item().textContent).not.toContain('已补充');
    unmount();
    renderEditor({ ...resumeDoc({ values: validValues() }), deliveryId: 5, positionTitle: '软件开发工程师', missing }, { mode: 'complete' });
    expect(item().textContent).toContain('已补充');
  });

  it('in mode complete links back to the application named by ?back=, same-origin only', () => {
    const doc: CompleteResumeDocument = { ...resumeDoc(), deliveryId: 5, positionTitle: '软件开发工程师', missing: [] };
    const apply = '/site/1/1001/portal/pc/default/pc/apply/delivery/101/social';
    const show = (back: string) => {
      const path = `completeResume/5?back=${encodeURIComponent(back)}`;
      const blockProps = makeBlockProps<ResumeDocument>({ type: 'resume-editor', data: doc, props: { mode: 'complete', backParam: 'back', backText: { 'zh-CN': '返回职位申请' } }, path });
      blockProps.ctx.user = USER;
      const view = renderAt(
        <SWRConfig value={{ provider: () => new Map() }}>
          <ResumeEditor {...blockProps} />
        </SWRConfig>,
        path,
      );
      return { view, ctx: blockProps.ctx };
    };
    const { view, ctx } = show(apply);
    const link = screen.getByRole('link', { name: '返回职位申请' });
    expect(link.getAttribute('href')).toBe(apply);
    fireEvent.click(link);
    expect(ctx.navigate).toHaveBeenCalledWith(apply);
    view.unmount();
    show('//evil.example/apply');
    expect(screen.queryByRole('link', { name: '返回职位申请' })).toBeNull();
  });

  it('in mode part opens at the section of the route part', () => {
    renderEditor(resumeDoc(), { mode: 'part' }, { partId: 'jobIntention' });
    expect(scrolled).toEqual(['resume-section-intention']);
  });

  it('switches the template through resume.changeTemplate', async () => {
    mockRequest.mockImplementation(async (name, params) => {
      if (name === 'resume.getTemplates')
        return [
          { id: 'social', name: 'resume.template.social' },
          { id: 'campus', name: 'resume.template.campus' },
        ] as never;
      if (name === 'resume.changeTemplate') return resumeDoc({ template: { ...resumeDoc().template, id: 'campus' } }) as never;
      return referenceAnswer(name, params) as never;
    });
    renderEditor();
    const select = await screen.findByRole('combobox', { name: '简历模板' });
    fireEvent.mouseDown(select.closest('.ant-select')!.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('校园招聘简历'));
    // it asks first: the switch is stored and drops what the new template lacks
    expect(await screen.findByText(/新模板中没有的内容/)).toBeTruthy();
    expect(mockRequest).not.toHaveBeenCalledWith('resume.changeTemplate', expect.anything());
    const ok = screen.getByRole('button', { name: '切换' });
    await act(async () => {
      fireEvent.click(ok);
    });
    await waitFor(() => expect(mockRequest).toHaveBeenCalledWith('resume.changeTemplate', { templateId: 'campus' }));
    await waitFor(() => expect(screen.getByTitle('校园招聘简历').closest('.ant-select-selector')).toBeTruthy());
  });
});
