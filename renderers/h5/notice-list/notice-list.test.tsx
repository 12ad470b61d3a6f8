// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Notice } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { paged } from '@/tests/kits/h5/fixtures';
import NoticeList from './index';

afterEach(cleanup);

const notices: Notice[] = [
  { id: 7, title: '2026年度公开招聘公告', category: '招聘公告', publishDate: '2026-03-02', summary: '现面向社会公开招聘。', source: '人事处' },
  { id: 8, title: '资格审查结果公示', category: '公示', publishDate: '2026-03-01', summary: '', source: '人事处' },
];

describe('h5 notice-list', () => {
  it('shows title, category, date and summary, linking to the notice', () => {
    renderBlock<Paged<Notice>>(NoticeList, { data: paged(notices), path: 'layout/notice' });
    const first = within(screen.getAllByRole('listitem')[0]);
    expect(first.getByRole('heading', { name: '2026年度公开招聘公告' })).toBeTruthy();
    expect(first.getByText('招聘公告')).toBeTruthy();
    expect(first.getByText('2026-03-02')).toBeTruthy();
    expect(first.getByText('现面向社会公开招聘。')).toBeTruthy();
    expect(first.getByRole('link').getAttribute('href')).toBe(at('layout/notice/7'));
  });

  it('hides summaries when compact and pages through ?page=', () => {
    const view = renderBlock<Paged<Notice>>(NoticeList, { data: paged(notices, 12, 1), props: { compact: true }, path: 'layout/notice' });
    expect(screen.queryByText('现面向社会公开招聘。')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(view.location().search).toBe('?page=2');
  });

  it('says 共 1000+ 条 when the total stopped counting at 1000', () => {
    renderBlock<Paged<Notice>>(NoticeList, { data: { ...paged(notices, 1000, 1), totalCapped: true }, path: 'layout/notice' });
    expect(screen.getByText('共 1000+ 条')).toBeTruthy();
  });
});
