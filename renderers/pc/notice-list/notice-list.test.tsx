// @vitest-environment jsdom
import { renderBlock } from '@/tests/kits/pc/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notice, paged } from '@/tests/kits/pc/fixtures';
import NoticeList from './index';

describe('pc notice-list', () => {
  it('draws title links, category, date and summary', () => {
    const { ctx } = renderBlock(NoticeList, { data: paged([notice(), notice({ id: 32, title: '面试安排通知', category: '' })]) });
    const link = screen.getByRole('link', { name: '2026 年度校园招聘公告' });
    expect(link.getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/notice/31');
    expect(screen.getByText('招聘公告')).toBeTruthy();
    expect(screen.getAllByText('2026-03-02')).toHaveLength(2);
    expect(screen.getAllByText('面向 2026 届高校毕业生公开招聘。')).toHaveLength(2);
    fireEvent.click(link);
    expect(ctx.navigate).toHaveBeenCalledWith('notice/31');
  });

  it('compact rows have no summary; the pager writes page', async () => {
    const { ctx } = renderBlock(NoticeList, { props: { compact: true }, data: paged([notice()], { total: 30, page: 2 }) });
    expect(screen.queryByText('面向 2026 届高校毕业生公开招聘。')).toBeNull();
    fireEvent.click(await screen.findByTitle('3'));
    expect(ctx.setQuery).toHaveBeenCalledWith({ page: 3 });
  });

  it('says 共 1000+ 条 when the total stopped counting at 1000', async () => {
    renderBlock(NoticeList, { data: paged([notice()], { total: 1000, totalCapped: true, page: 1, pageSize: 10 }) });
    expect(await screen.findByText('共 1000+ 条')).toBeTruthy();
    expect(screen.getByTitle('100')).toBeTruthy();
  });

  it('hides the pager when pager is false', () => {
    renderBlock(NoticeList, { props: { pager: false }, data: paged([notice()], { total: 30 }) });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
