// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Notice } from '@/src/core/entities';
import { renderBlock } from '@/tests/kits/h5/test-utils';
import NoticeDetail from './index';

afterEach(cleanup);

const notice: Notice = {
  id: 7,
  title: '2026年度公开招聘公告',
  category: '招聘公告',
  publishDate: '2026-03-02',
  summary: '',
  source: '人事处',
  bodyHtml: '<p>报名时间：3月10日起。</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">点此</a>',
};

describe('h5 notice-detail', () => {
  it('shows title, source, date and the body without scripts', () => {
    const { container } = renderBlock<Notice>(NoticeDetail, { data: notice });
    expect(screen.getByRole('heading', { name: '2026年度公开招聘公告' })).toBeTruthy();
    expect(screen.getByText(/人事处/)).toBeTruthy();
    expect(screen.getByText('2026-03-02')).toBeTruthy();
    expect(screen.getByText('报名时间：3月10日起。')).toBeTruthy();
    const body = container.querySelector('.h5-notice-detail__body') as HTMLElement;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(body.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });
});
