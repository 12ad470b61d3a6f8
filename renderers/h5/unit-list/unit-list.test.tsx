// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Unit } from '@/src/core/entities';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { paged } from '@/tests/kits/h5/fixtures';
import UnitList from './index';

afterEach(cleanup);

const unit = (id: number, name: string, extra: Partial<Unit> = {}): Unit => ({
  id, parentId: null, name, industry: '建筑', city: '北京', intro: '', logoText: name.slice(0, 1), positionCount: 4, hot: false, ...extra,
});

describe('h5 unit-list', () => {
  it('shows unit cards with their children, each linking to its positions', () => {
    const tree = [unit(11, '中国建设集团', { children: [unit(12, '第一工程局', { parentId: 11, positionCount: 2 })] })];
    renderBlock<Unit[]>(UnitList, { data: tree, path: 'layout/recruitUnitList' });
    expect(screen.getByText('中国建设集团')).toBeTruthy();
    expect(screen.getByText('建筑 · 北京')).toBeTruthy();
    expect(screen.getByText('4 个在招职位')).toBeTruthy();
    expect(screen.getByRole('link', { name: /第一工程局/ }).getAttribute('href')).toBe(at('layout/recruitment/all/12'));
  });

  it('reads a paged answer and the linkPath of its props', () => {
    renderBlock(UnitList, { data: paged([unit(3, '市人民医院')]), props: { linkPath: 'layout/recruitmentlist/{id}/0' } });
    expect(screen.getByRole('link', { name: /市人民医院/ }).getAttribute('href')).toBe(at('layout/recruitmentlist/3/0'));
  });
});
