// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ResumeDocument } from '@/src/core/resume-api';
import type { BlockProps } from '@/src/runtime/block-props';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { basicInfo, referenceAnswer, resumeDoc } from '@/tests/kits/h5/resume-editor/resume-fixtures';
import ResumeView from './index';

const request = vi.hoisted(() => vi.fn());
vi.mock('@/src/api/client', () => ({ request }));

beforeEach(() => {
  request.mockReset();
  request.mockImplementation(async (name: string, params: Record<string, unknown> = {}) => referenceAnswer(name, params));
});
afterEach(cleanup);

function Fresh(props: BlockProps<ResumeDocument>) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ResumeView {...props} />
    </SWRConfig>
  );
}

describe('h5 resume-view', () => {
  it('reads the whole resume as text, each section a card, without inputs', async () => {
    const values = {
      personal: { basicInfo: basicInfo() },
      education: { educationList: [{ school: '北京大学', major: '计算机科学与技术', education: '4', degree: '2', startDate: '2015-09', endDate: '2019-06' }] },
    };
    renderBlock<ResumeDocument>(Fresh, { data: resumeDoc(values), path: 'layout/resumeview', user: { id: 5, name: '张三', domain: 'portal' } });
    for (const title of ['基本信息', '教育经历', '工作经历', '求职意向']) expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(document.querySelectorAll('.adm-card').length).toBe(resumeDoc({}).template.sections.length);
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.getByText('北京大学')).toBeTruthy();
    expect(screen.getByText('2019-06')).toBeTruthy();
    expect(await screen.findByText('居民身份证')).toBeTruthy();
    expect(await screen.findByText('北京市 北京城区')).toBeTruthy();
    expect(screen.getByRole('img', { name: '照片' }).getAttribute('src')).toBe('/pt/portal/file/view/f-1');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByText(/^添加/)).toBeNull();
    expect(screen.getByRole('link', { name: '编辑简历' }).getAttribute('href')).toBe(at('layout/resumeedit/5'));
  });

  it('the edit link follows props.editPath', () => {
    renderBlock<ResumeDocument>(Fresh, {
      data: resumeDoc({}),
      path: 'layout/resumeview',
      props: { editPath: 'layout/ImproveResume' },
      user: { id: 5, name: '张三', domain: 'portal' },
    });
    expect(screen.getByRole('link', { name: '编辑简历' }).getAttribute('href')).toBe(at('layout/ImproveResume'));
  });
});
