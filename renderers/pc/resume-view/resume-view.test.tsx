// @vitest-environment jsdom
import { addMessages, makeBlockProps, renderAt } from '@/tests/kits/pc/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import zhResume from '@/schemas/locales/zh-CN/resume.json';
import type { ResumeDocument } from '@/src/core/resume-api';
import { referenceAnswer, resumeDoc } from '@/tests/kits/pc/resume-editor/fixtures';
import ResumeView from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn() }));
const { request } = await import('@/src/api/client');
const mockRequest = vi.mocked(request);

addMessages('zh-CN', zhResume);

beforeEach(() => {
  mockRequest.mockReset();
  mockRequest.mockImplementation(async (name, params) => referenceAnswer(name, params) as never);
});

function renderView(doc: ResumeDocument | null = resumeDoc(), options: { loading?: boolean } = {}) {
  const props = makeBlockProps<ResumeDocument>({ type: 'resume-view', data: doc ?? undefined, path: 'resumeview', ...options });
  props.ctx.user = { id: 42, name: '张三', domain: 'portal' };
  renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ResumeView {...props} />
    </SWRConfig>,
    'resumeview',
  );
  return props;
}

describe('pc resume-view', () => {
  it('shows the resume read-only, section by section', async () => {
    renderView();
    const personal = screen.getByRole('region', { name: '基本信息' });
    expect(personal.id).toBe('resume-section-personal');
    expect(within(personal).getByText('张三')).toBeTruthy();
    expect(await within(personal).findByText('男')).toBeTruthy();
    expect(await within(personal).findByText('浙江省 / 杭州市')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '教育经历' })).getByText('浙江大学')).toBeTruthy();
    expect(await screen.findByText('8000-12000 元/月')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /添加/ })).toBeNull();
    expect(screen.queryByText('保存简历')).toBeNull();
  });

  it('links to the editor at resumeedit/{userId}', () => {
    const props = renderView();
    const link = screen.getByRole('link', { name: '编辑简历' });
    expect(link.getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/resumeedit/42');
    fireEvent.click(link);
    expect(props.ctx.navigate).toHaveBeenCalledWith('resumeedit/42');
  });

  it('shows a skeleton while loading', () => {
    renderView(null, { loading: true });
    expect(screen.getByRole('status').textContent).toBeTruthy();
  });
});
