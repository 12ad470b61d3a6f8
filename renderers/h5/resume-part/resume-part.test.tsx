// @vitest-environment jsdom
// The h5 part editor: one part of the resume in the Formily form, field rules at the fields, the save.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { SWRConfig } from 'swr';
import type { ComponentProps } from 'react';
import type { ResumeDocument } from '@/src/core/resume-api';
import type { ResumeValues } from '@/src/core/resume-types';
import { BizError } from '@/src/api/errors';
import { configureClient, resetClientConfig } from '@/src/api/client-config';
import { h5Notifier } from '@/renderers/h5/notifier';
import { draftKey, readDraft } from '@/src/forms/draft';
import type { BlockProps } from '@/src/runtime/block-props';
import { renderBlock } from '@/tests/kits/h5/test-utils';
import { badIdNumber, basicInfo, idNumber, referenceAnswer, resumeDoc } from '@/tests/kits/h5/resume-editor/resume-fixtures';
import ResumeEditor from '@/renderers/h5/resume-editor';
import ResumePartBlock from './index';

const request = vi.hoisted(() => vi.fn());
vi.mock('@/src/api/client', () => ({ request }));

const USER = { id: 5, name: '张三', domain: 'portal' as const };
const KEY = draftKey({ portalId: '1001', userId: 5, templateId: 'social' });

beforeEach(() => {
  localStorage.clear();
  request.mockReset();
  request.mockImplementation(async (name: string, params: Record<string, unknown> = {}) => {
    if (name === 'resume.save') return { version: 8, updatedAt: '2026-02-01T00:00:00.000Z' };
    return referenceAnswer(name, params);
  });
});
afterEach(() => {
  resetClientConfig();
  Toast.clear();
  Dialog.clear();
  cleanup();
});

// a fresh SWR cache per test: the reference answers are fetched by each render
function Fresh(props: BlockProps<ResumeDocument>) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ResumePartBlock {...props} />
    </SWRConfig>
  );
}

function open(partId: string, values: ResumeValues, extra: Partial<ComponentProps<typeof Fresh>> & { doc?: Partial<ResumeDocument> } = {}) {
  return renderBlock<ResumeDocument>(Fresh, {
    data: resumeDoc(values, extra.doc),
    params: { partId },
    path: `layout/resumeeditpart/${partId}`,
    user: USER,
  });
}

const saveCalls = () => request.mock.calls.filter(([name]) => name === 'resume.save');
const clickSave = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

describe('h5 resume part editor', () => {
  it('shows only the part asked for, under its section title', async () => {
    open('basicInfo', { personal: { basicInfo: basicInfo() } });
    expect(screen.getByRole('heading', { name: '基本信息' })).toBeTruthy();
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('张三');
    expect(screen.queryByText('教育经历')).toBeNull();
    expect(screen.queryByLabelText('毕业院校', { selector: 'button' })).toBeNull();
    expect(await screen.findByText('居民身份证')).toBeTruthy();
  });

  it('a wrong ID number shows 请输入正确的身份证号！ at the field', async () => {
    open('basicInfo', { personal: { basicInfo: basicInfo() } });
    fireEvent.change(screen.getByLabelText('证件号码'), { target: { value: badIdNumber('19900101') } });
    const error = await screen.findByText('请输入正确的身份证号！');
    expect(error.closest('.h5-field')?.textContent).toContain('证件号码');
  });

  it('a birthday unlike the ID number shows 出生日期与证件号不符！ and the save stops with the notice', async () => {
    open('basicInfo', { personal: { basicInfo: basicInfo({ Birthday: '1991-02-03' }) } });
    clickSave();
    const error = await screen.findByText('出生日期与证件号不符！');
    expect(error.closest('.h5-field')?.textContent).toContain('出生日期');
    expect(await screen.findByText('您的简历填写不完善，请补充完整')).toBeTruthy();
    // the dialog names the failing field in the spec's words, as pc does
    expect(await screen.findByText('出生日期正确填写后进行保存')).toBeTruthy();
    expect(screen.getByText('1 项填写有误')).toBeTruthy();
    expect(saveCalls()).toHaveLength(0);
  });

  it('entering a valid ID number fills in its birthday and gender; a birthday changed away from it is refused', async () => {
    open('basicInfo', { personal: { basicInfo: basicInfo() } });
    // sequence 124: the 17th digit 4 is even, a woman
    fireEvent.change(screen.getByLabelText('证件号码'), { target: { value: idNumber('19920315', '110105', '124') } });
    await waitFor(() => expect(screen.getByLabelText('出生日期', { selector: 'button' }).textContent).toContain('1992-03-15'));
    await waitFor(() => expect(screen.getByLabelText('性别', { selector: 'button' }).textContent).toContain('女'));
    expect(screen.queryByText('出生日期与证件号不符！')).toBeNull();
    // an ID number with a wrong check digit fills in nothing
    fireEvent.change(screen.getByLabelText('证件号码'), { target: { value: badIdNumber('19800101') } });
    expect(await screen.findByText('请输入正确的身份证号！')).toBeTruthy();
    expect(screen.getByLabelText('出生日期', { selector: 'button' }).textContent).toContain('1992-03-15');
  });

  it('takes the name from the account when the resume has none', () => {
    open('basicInfo', { personal: { basicInfo: basicInfo({ name: '' }) } });
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('张三');
  });

  it('an end date before its start shows the relative-date message in that entry', async () => {
    const entry = { school: '北京大学', major: '计算机科学与技术', education: '4', degree: '2', startDate: '2015-09', endDate: '2012-06' };
    open('educationList', { education: { educationList: [entry] } });
    // a part without a name of its own reads as its section
    expect(screen.getByRole('listitem', { name: '教育经历第 1 条' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /添加教育经历/ })).toBeTruthy();
    clickSave();
    const error = await screen.findByText('毕业时间不得早于入学时间');
    expect(error.closest('.h5-field')?.textContent).toContain('毕业时间');
    expect(await screen.findByText('您的简历填写不完善，请补充完整')).toBeTruthy();
    expect(saveCalls()).toHaveLength(0);
  });

  it('a part with an empty required field saves, and the toast says how many applying still needs', async () => {
    open('basicInfo', { personal: { basicInfo: basicInfo({ workYears: '' }) } });
    clickSave();
    await waitFor(() => expect(saveCalls()).toHaveLength(1));
    expect(await screen.findByText('简历已保存，还有 1 项必填内容未填写，投递前请补充完整')).toBeTruthy();
  });

  it('a wrong answer shows the notice with 请填写正确的{field}, the counts, and its message at the field', async () => {
    open('basicInfo', { personal: { basicInfo: basicInfo({ workYears: '', Mobilephone: '12345' }) } });
    clickSave();
    const dialog = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((d) => d.textContent?.includes('请填写正确的手机号码'));
      expect(found).toBeTruthy();
      return found!;
    });
    expect(dialog.textContent).toContain('您的简历填写不完善，请补充完整');
    expect(dialog.textContent).toContain('还有 1 项必填内容未填写，1 项填写有误');
    expect(dialog.textContent).not.toContain('请填写工作年限');
    expect(screen.getAllByText('请填写工作年限').some((e) => e.closest('.h5-field'))).toBe(true);
    expect(saveCalls()).toHaveLength(0);
  });

  it('a complete part saves the whole resume with resume.save and the version, even when other parts have gaps', async () => {
    const values = { personal: { basicInfo: basicInfo() }, work: { workList: [{ company: '某公司' }] } };
    const view = open('basicInfo', values);
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张三丰' } });
    clickSave();
    await waitFor(() => expect(saveCalls()).toHaveLength(1));
    const [, body, options] = saveCalls()[0];
    expect(body).toEqual({
      templateId: 'social',
      version: 7,
      values: { personal: { basicInfo: basicInfo({ name: '张三丰' }) }, work: { workList: [{ company: '某公司' }] } },
      partId: 'basicInfo',
    });
    expect(options).toEqual({ skipErrorHandler: true });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(view.reload).toHaveBeenCalled();
    expect(readDraft(KEY)).toBeNull();
  });

  it('RESUME_CONFLICT shows its message and reloads on 重新加载, keeping the typing as a draft', async () => {
    request.mockImplementation(async (name: string, params: Record<string, unknown> = {}) => {
      if (name === 'resume.save') {
        throw new BizError({ errorCode: 'RESUME_CONFLICT', errorMessage: '简历已在其他页面更新，请刷新后再保存', showType: 2 });
      }
      return referenceAnswer(name, params);
    });
    const view = open('basicInfo', { personal: { basicInfo: basicInfo() } });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张小三' } });
    clickSave();
    // a closed dialog of an earlier test may still fade out in jsdom: take the one with this message
    const dialog = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((d) => d.textContent?.includes('简历已在其他页面更新，请刷新后再保存'));
      expect(found).toBeTruthy();
      return found!;
    });
    expect((readDraft(KEY)!.values.personal.basicInfo as Record<string, unknown>).name).toBe('张小三');
    fireEvent.click(within(dialog).getByText('重新加载'));
    await waitFor(() => expect(view.reload).toHaveBeenCalled());
  });

  it('RESUME_INVALID shows the server\'s messages at their fields, as pc does, until the field passes again', async () => {
    request.mockImplementation(async (name: string, params: Record<string, unknown> = {}) => {
      if (name === 'resume.save')
        throw new BizError({
          errorCode: 'RESUME_INVALID',
          errorMessage: '请填写正确的电子邮箱',
          showType: 2,
          data: { errors: [{ sectionId: 'personal', partId: 'basicInfo', fieldId: 'Email', code: 'email', message: '请输入正确的邮箱号！' }] },
        });
      return referenceAnswer(name, params);
    });
    const notifier = { notify: vi.fn(), message: vi.fn(), clear: vi.fn() };
    configureClient({ notifier });
    open('basicInfo', { personal: { basicInfo: basicInfo() } });
    clickSave();
    const message = await screen.findByText('请输入正确的邮箱号！');
    expect(message.closest('.h5-field')?.textContent).toContain('电子邮箱');
    expect(notifier.notify).toHaveBeenCalledWith('温馨提示', '请填写正确的电子邮箱', 'error', 3000);
    fireEvent.change(screen.getByLabelText('电子邮箱'), { target: { value: 'li.si@example.com' } });
    await waitFor(() => expect(screen.queryByText('请输入正确的邮箱号！')).toBeNull());
  });

  it('a refusal of the save shows the 温馨提示 toast with its messages', async () => {
    request.mockImplementation(async (name: string, params: Record<string, unknown> = {}) => {
      if (name === 'resume.save') throw new BizError({ errorCode: 'RESUME_LOCKED', errorMessage: '', showType: 2, messages: ['简历审核中', '请稍后再保存'] });
      return referenceAnswer(name, params);
    });
    configureClient({ notifier: h5Notifier });
    open('basicInfo', { personal: { basicInfo: basicInfo() } });
    clickSave();
    const toast = (await screen.findByText('温馨提示')).closest('.h5-toast') as HTMLElement;
    expect(within(toast).getByText(/简历审核中\s+请稍后再保存/)).toBeTruthy();
  });

  it('offers a newer draft back: 恢复草稿 fills the form, 放弃 drops it', async () => {
    localStorage.setItem(KEY, JSON.stringify({ values: { personal: { basicInfo: basicInfo({ name: '草稿里的名字' }) } }, savedAt: '2026-01-05T00:00:00.000Z' }));
    open('basicInfo', { personal: { basicInfo: basicInfo() } });
    // antd-mobile keeps a closed dialog in the document while it fades out (in jsdom the fade may never end):
    // the draft's dialog is the newest one that names the draft, once there are more than `before` of them
    const draftDialogs = () => screen.queryAllByRole('dialog').filter((d) => d.textContent?.includes('发现未保存的草稿'));
    const draftDialog = async (before = 0) => {
      await waitFor(() => expect(draftDialogs().length).toBeGreaterThan(before));
      return draftDialogs().at(-1)!;
    };
    const dialog = await draftDialog();
    // the time as the pc editor writes it, on the portal's clock (Asia/Shanghai: UTC+8)
    expect(dialog.textContent).toContain('2026-01-05 08:00');
    fireEvent.click(within(dialog).getByText('恢复草稿'));
    await waitFor(() => expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('草稿里的名字'));
    cleanup();
    Dialog.clear();

    const closing = draftDialogs().length;
    localStorage.setItem(KEY, JSON.stringify({ values: { personal: { basicInfo: basicInfo({ name: '草稿里的名字' }) } }, savedAt: '2026-01-05T00:00:00.000Z' }));
    open('basicInfo', { personal: { basicInfo: basicInfo() } });
    fireEvent.click(within(await draftDialog(closing)).getByText('放弃'));
    await waitFor(() => expect(readDraft(KEY)).toBeNull());
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('张三');
  });

  it('an unknown part says so', () => {
    open('nope', {});
    expect(screen.getByText('简历模板中没有这一部分')).toBeTruthy();
  });

  it('resume-editor mode part loads this editor lazily', async () => {
    renderBlock<ResumeDocument>(ResumeEditor, {
      data: resumeDoc({ personal: { basicInfo: basicInfo() } }),
      props: { mode: 'part' },
      params: { partId: 'basicInfo' },
      path: 'layout/resumeeditpart/basicInfo',
      user: USER,
    });
    expect(await screen.findByRole('button', { name: '保存' })).toBeTruthy();
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('张三');
  });
});
