// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { Position } from '@/src/core/entities';
import { at, renderBlock } from '@/renderers/h5/test-utils';
import { position } from '@/renderers/h5/fixtures';
import PositionDetail from './index';

afterEach(cleanup);

const detail = position({
  id: 5,
  description: '负责后端服务开发。\n参与架构设计。',
  requirement: '计算机相关专业。',
  unit: { id: 11, parentId: null, name: '中国建设集团', industry: '建筑', city: '北京', intro: '大型央企。', logoText: '建', positionCount: 12, hot: true },
});

describe('h5 position-detail', () => {
  it('shows the title, salary, facts, texts and the unit', () => {
    renderBlock<Position>(PositionDetail, { data: detail, path: 'layout/recruitmentview/5/social' });
    expect(screen.getByRole('heading', { name: '软件开发工程师' })).toBeTruthy();
    expect(screen.getByText('8000-12000 元/月')).toBeTruthy();
    expect(screen.getByText('学历要求').nextElementSibling?.textContent).toBe('本科及以上');
    expect(screen.getByText('招聘人数').nextElementSibling?.textContent).toBe('3 人');
    expect(screen.getByRole('heading', { name: '岗位职责' })).toBeTruthy();
    expect(screen.getByText(/参与架构设计/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /中国建设集团/ }).getAttribute('href')).toBe(at('layout/recruitment/all/11'));
  });

  it('the apply button leads to apply/delivery/{id}', () => {
    const view = renderBlock<Position>(PositionDetail, { data: detail, path: 'layout/recruitmentview/5/social' });
    fireEvent.click(screen.getByRole('button', { name: '立即申请' }));
    expect(view.location().pathname).toBe(at('layout/apply/delivery/5'));
  });

  it('a closed position cannot be applied to', () => {
    renderBlock<Position>(PositionDetail, { data: { ...detail, status: 'closed', salaryMin: null, salaryMax: null } });
    expect((screen.getByRole('button', { name: '已截止' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('面议')).toBeTruthy();
  });
});
