// @vitest-environment jsdom
import { renderBlock } from '@/tests/kits/pc/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unit } from '@/tests/kits/pc/fixtures';
import UnitProfile from './index';

describe('pc unit-profile', () => {
  it('draws the unit head with its facts, introduction and child units', () => {
    const child = unit({ id: 8, parentId: 7, name: '中铁建设北京分公司' });
    renderBlock(UnitProfile, { data: unit({ intro: '专注基础设施建设。', children: [child] }) });
    expect(screen.getByRole('heading', { level: 1, name: '中铁建设集团有限公司' })).toBeTruthy();
    expect(screen.getByText('专注基础设施建设。')).toBeTruthy();
    expect(screen.getByText(/12 个在招职位/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '中铁建设北京分公司' }).getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/unitInfo/8');
  });

  it('shows the empty state without a unit', () => {
    renderBlock(UnitProfile, { data: undefined });
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
  });
});
