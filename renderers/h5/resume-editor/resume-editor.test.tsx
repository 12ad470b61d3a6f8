// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { CompleteResumeDocument, ResumeDocument } from '@/src/core/resume-api';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { basicInfo, completeDoc, resumeDoc } from '@/tests/kits/h5/resume-editor/resume-fixtures';
import ResumeEditor from './index';

afterEach(cleanup);

const row = (name: string) => screen.getByRole('link', { name: new RegExp(name) });

describe('h5 resume-editor, mode full', () => {
  it('shows the completeness bar and each section with its state, linking to its part', () => {
    const values = {
      personal: { basicInfo: basicInfo() },
      education: { educationList: [{ school: '北京大学', major: '计算机科学与技术', education: '4', degree: '2', startDate: '2015-09' }] },
    };
    renderBlock<ResumeDocument>(ResumeEditor, { data: resumeDoc(values), props: { mode: 'edit' }, path: 'layout/resumeedit/1' });
    const bar = screen.getByRole('progressbar', { name: '简历完整度' });
    const percent = Number(bar.getAttribute('aria-valuenow'));
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(100);
    expect(screen.getByText(`${percent}%`)).toBeTruthy();

    expect(row('基本信息').textContent).toContain('已完善');
    expect(row('基本信息').getAttribute('href')).toBe(at('layout/resumeeditpart/basicInfo'));
    expect(row('教育经历').textContent).toContain('还差 1 项');
    expect(row('教育经历').getAttribute('href')).toBe(at('layout/resumeeditpart/educationList'));
    // an optional part with nothing in it has nothing missing, and is not complete either
    expect(row('获奖情况').textContent).toContain('未填写');
    expect(row('获奖情况').textContent).not.toContain('已完善');
    expect(row('求职意向').textContent).toContain('还差 1 项');
  });

  it('a wrong answer counts as an error of its section', () => {
    renderBlock<ResumeDocument>(ResumeEditor, { data: resumeDoc({ personal: { basicInfo: basicInfo({ Mobilephone: '12345' }) } }) });
    expect(row('基本信息').textContent).toContain('1 项有误');
  });

  it('off the layout/ pages the default path has no prefix', () => {
    renderBlock<ResumeDocument>(ResumeEditor, { data: resumeDoc({}), path: 'resumeedit/1' });
    expect(row('基本信息').getAttribute('href')).toBe(at('resumeeditpart/basicInfo'));
  });

  it('shows the loading skeleton, then the failure with a retry', () => {
    const { unmount } = renderBlock<ResumeDocument>(ResumeEditor, { loading: true });
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
    unmount();
    renderBlock<ResumeDocument>(ResumeEditor, { error: new Error('x') });
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('h5 resume-editor, mode complete', () => {
  it('names the position, groups the missing fields by part and links to each', () => {
    const missing: CompleteResumeDocument['missing'] = [
      { sectionId: 'personal', partId: 'basicInfo', fieldId: 'photo', code: 'required', message: '请填写个人照片' },
      { sectionId: 'personal', partId: 'basicInfo', fieldId: 'Email', code: 'required', message: '请填写电子邮箱' },
      { sectionId: 'intention', partId: 'jobIntention', fieldId: 'expectedRegion', code: 'required', message: '请填写期望工作地点' },
    ];
    renderBlock<CompleteResumeDocument>(ResumeEditor, {
      data: completeDoc({ personal: { basicInfo: basicInfo({ photo: undefined, Email: undefined }) } }, missing),
      props: { mode: 'complete' },
      path: 'layout/completeResume/31',
    });
    expect(screen.getByRole('heading', { name: '申请“软件开发工程师”需要完善简历' })).toBeTruthy();
    const basic = row('基本信息');
    expect(within(basic).getByText('个人照片、电子邮箱')).toBeTruthy();
    // in the position's template: the part page loads resume.edit with ?templateId=
    expect(basic.getAttribute('href')).toBe(at('layout/resumeeditpart/basicInfo?templateId=social'));
    expect(row('求职意向').getAttribute('href')).toBe(at('layout/resumeeditpart/jobIntention?templateId=social'));
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('with nothing missing says the resume meets the position', () => {
    renderBlock<CompleteResumeDocument>(ResumeEditor, { data: completeDoc({}, []), props: { mode: 'complete' }, path: 'layout/completeResume/31' });
    expect(screen.getByText('简历已满足该职位的要求')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('links back to the application named by ?back= (same-origin only), as a button once nothing is missing', () => {
    const apply = at('layout/apply/delivery/5');
    const props = { mode: 'complete', backParam: 'back', backText: { 'zh-CN': '返回职位申请' } };
    const view = renderBlock<CompleteResumeDocument>(ResumeEditor, { data: completeDoc({}, []), props, path: `layout/completeResume/31?back=${encodeURIComponent(apply)}` });
    const link = screen.getByRole('link', { name: '返回职位申请' });
    expect(link.getAttribute('href')).toBe(apply);
    expect(link.className).toContain('h5-resume-complete__back--ready');
    view.unmount();
    renderBlock<CompleteResumeDocument>(ResumeEditor, { data: completeDoc({}, []), props, path: `layout/completeResume/31?back=${encodeURIComponent('https://evil.example/')}` });
    expect(screen.queryByRole('link', { name: '返回职位申请' })).toBeNull();
  });
});
