// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Unit } from '@/src/core/entities';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import UnitProfile from './index';

afterEach(cleanup);

const unit = (id: number, name: string, extra: Partial<Unit> = {}): Unit => ({
  id, parentId: null, name, industry: '建筑', city: '北京', intro: '', logoText: name.slice(0, 1), positionCount: 4, hot: false, ...extra,
});

describe('h5 unit-profile', () => {
  it('shows the unit head, its introduction and its child units linking to their own homepage', () => {
    const data = unit(11, '中国建设集团', { intro: '百年建筑企业。', children: [unit(12, '第一工程局', { parentId: 11 })] });
    renderBlock<Unit>(UnitProfile, { data, path: 'layout/companyview' });
    expect(screen.getByRole('heading', { level: 1, name: '中国建设集团' })).toBeTruthy();
    expect(screen.getByText('建筑 · 北京 · 4 个在招职位')).toBeTruthy();
    expect(screen.getByText('百年建筑企业。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '第一工程局' }).getAttribute('href')).toBe(at('layout/companyview?unitId=12'));
  });
});
