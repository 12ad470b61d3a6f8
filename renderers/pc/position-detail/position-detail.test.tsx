// @vitest-environment jsdom
import { renderBlock } from '@/renderers/pc/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { position, unit } from '@/renderers/pc/fixtures';
import PositionDetail from './index';

const detail = position({ description: '负责核心系统开发。\n参与架构设计。', requirement: '本科及以上学历。', unit: unit() });

describe('pc position-detail', () => {
  it('draws the title, salary, facts, description, requirement and the unit card', () => {
    renderBlock(PositionDetail, { data: detail });
    expect(screen.getByRole('heading', { level: 2, name: '软件开发工程师' })).toBeTruthy();
    expect(screen.getByText('8000-12000 元/月')).toBeTruthy();
    expect(screen.getByText('学历要求').nextElementSibling?.textContent).toBe('本科');
    expect(screen.getByText('招聘人数').nextElementSibling?.textContent).toBe('3 人');
    expect(screen.getByRole('heading', { level: 3, name: '岗位职责' })).toBeTruthy();
    expect(screen.getByText(/负责核心系统开发/)).toBeTruthy();
    expect(screen.getByText('本科及以上学历。')).toBeTruthy();
    const aside = screen.getByRole('complementary', { name: '招聘单位' });
    expect(aside.textContent).toContain('建筑业 · 北京');
    expect(screen.getByRole('link', { name: /查看职位/ }).getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/recruitment/all/7');
  });

  it('links the apply button to the delivery page', () => {
    const { ctx } = renderBlock(PositionDetail, { data: detail });
    const apply = screen.getByRole('link', { name: '立即申请' });
    expect(apply.getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/apply/delivery/101/social');
    fireEvent.click(apply);
    expect(ctx.navigate).toHaveBeenCalledWith('apply/delivery/101/social');
  });

  it('follows the apply and unit paths a schema gives (army pc applies through apply/{id}/{src})', () => {
    renderBlock(PositionDetail, { data: detail, props: { applyPath: 'apply/{id}/{recruitType}', unitPath: 'unitInfo/{id}' } });
    expect(screen.getByRole('link', { name: '立即申请' }).getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/apply/101/social');
    expect(screen.getByRole('link', { name: /查看职位/ }).getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/unitInfo/7');
  });

  it('disables applying to a closed position and says 面议 without a salary', () => {
    renderBlock(PositionDetail, { data: position({ status: 'closed', salaryMin: null, salaryMax: null, salaryUnit: null }) });
    expect(screen.queryByRole('link', { name: '立即申请' })).toBeNull();
    expect((screen.getByRole('button', { name: '已截止' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('面议')).toBeTruthy();
  });

  it('shows the error state when the position could not load', () => {
    renderBlock(PositionDetail, { error: new Error('NOT_FOUND') });
    expect(screen.getByRole('alert').textContent).toContain('加载失败');
  });
});
