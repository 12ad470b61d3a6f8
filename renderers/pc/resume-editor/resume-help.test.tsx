// @vitest-environment jsdom
// The pc resume's help (fewer fields to type, clearer gaps): the ID fills birthday and gender, the account fills its answers,
// empty fields say 请填写{field}, the save notice counts what the bar counts, an empty section is not 已完善.
import { addMessages, makeBlockProps, renderAt } from '@/tests/kits/pc/test-utils';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import zhResume from '@/schemas/locales/zh-CN/resume.json';
import type { ResumeDocument } from '@/src/core/resume-api';
import type { ResumeValues } from '@/src/core/resume-types';
import { idNumber, referenceAnswer, resumeDoc, validValues } from '@/tests/kits/pc/resume-editor/fixtures';
import ResumeEditor from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);

addMessages('zh-CN', zhResume);
configure({ asyncUtilTimeout: 8000 });

const USER = { id: 42, name: '王五', mobile: '13700001111', email: 'wangwu@example.com', domain: 'portal' as const };

beforeEach(() => {
  mockRequest.mockReset();
  mockRequest.mockImplementation(async (name, params) => {
    if (name === 'resume.getTemplates') return [] as never;
    return referenceAnswer(name, params) as never;
  });
  Element.prototype.scrollIntoView = () => undefined;
  localStorage.clear();
});

function renderEditor(values: ResumeValues) {
  const blockProps = makeBlockProps<ResumeDocument>({ type: 'resume-editor', data: resumeDoc({ values }), props: {}, path: 'resumeedit/42' });
  blockProps.ctx.user = USER;
  return renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ResumeEditor {...blockProps} />
    </SWRConfig>,
    'resumeedit/42',
  );
}

function withBasic(patch: Record<string, unknown>): ResumeValues {
  const values = validValues();
  const basic = values.personal.basicInfo as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete basic[key];
    else basic[key] = value;
  }
  return values;
}

const inputOf = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('pc resume help', () => {
  it('typing a valid ID number fills in the birthday and the gender it holds', async () => {
    renderEditor(withBasic({ IDCard: undefined, Birthday: undefined, gender: undefined }));
    // sequence 124: an even 17th digit, a woman
    await act(async () => {
      fireEvent.change(inputOf('证件号码'), { target: { value: idNumber('19920315', '330106', '124') } });
    });
    await waitFor(() => expect(inputOf('出生日期').value).toBe('1992-03-15'));
    const gender = () => screen.getAllByLabelText('性别').map((e) => e.closest('.ant-select')).find(Boolean);
    await waitFor(() => expect(gender()?.textContent).toContain('女'));
    expect(screen.queryByText('出生日期与证件号不符！')).toBeNull();
  });

  it('takes name, mobile and email from the account when the resume has none', () => {
    renderEditor(withBasic({ name: undefined, Mobilephone: '', Email: undefined }));
    expect(inputOf('姓名').value).toBe('王五');
    expect(inputOf('手机号码').value).toBe('13700001111');
    expect(inputOf('电子邮箱').value).toBe('wangwu@example.com');
  });

  it('keeps the resume\'s own answers', () => {
    renderEditor(validValues());
    expect(inputOf('姓名').value).toBe('张三');
  });

  it('an emptied required field says 请填写{field}; the save notice counts what the bar counts and lists the wrong answer', async () => {
    renderEditor(withBasic({ Birthday: '1991-02-03' }));
    await act(async () => {
      fireEvent.change(inputOf('姓名'), { target: { value: '' } });
    });
    expect(await screen.findByText('请填写姓名')).toBeTruthy();
    // the save bar, as the completeness bar counts (after its short wait)
    expect(await screen.findByText('还有 1 项必填内容未填写', { selector: '.pc-resume-savebar__missing' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /保存简历/ }));
    });
    const notice = (await screen.findByText('您的简历填写不完善，请补充完整')).closest('.ant-notification-notice') as HTMLElement;
    expect(within(notice).getByText('还有 1 项必填内容未填写，1 项填写有误')).toBeTruthy();
    // what stops the save is listed: the wrong birthday, not the empty name (a half-done resume saves)
    expect(within(notice).getByText('出生日期正确填写后进行保存')).toBeTruthy();
    expect(within(notice).queryByText('请填写姓名')).toBeNull();
    expect(within(notice).queryByText('请填写正确的姓名')).toBeNull();
  });

  it('a section with nothing in it is marked 未填写, not 已完善', () => {
    renderEditor(validValues());
    const nav = screen.getByRole('navigation', { name: '简历目录' });
    expect(within(nav).getByRole('link', { name: /获奖情况.*未填写/ })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: /获奖情况.*已完善/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: /教育经历.*已完善/ })).toBeTruthy();
  });
});
