// @vitest-environment jsdom
import { renderBlock } from '@/tests/kits/pc/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notice } from '@/tests/kits/pc/fixtures';
import NoticeDetail from './index';

describe('pc notice-detail', () => {
  it('draws the title, source, date and the sanitised body', () => {
    const bodyHtml =
      '<p onclick="alert(1)">报名时间：3 月 1 日起。</p><script>window.hacked = 1</script>' +
      '<a href="javascript:alert(2)">点此</a><a href="https://example.com/apply">报名入口</a>';
    const { container } = renderBlock(NoticeDetail, { data: notice({ bodyHtml }) });
    expect(screen.getByRole('heading', { level: 2, name: '2026 年度校园招聘公告' })).toBeTruthy();
    expect(screen.getByText(/人力资源部/)).toBeTruthy();
    expect(screen.getByText('报名时间：3 月 1 日起。')).toBeTruthy();
    const body = container.querySelector('.pc-notice__body')!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onclick]')).toBeNull();
    expect(screen.getByText('点此').getAttribute('href')).toBeNull();
    const safe = screen.getByRole('link', { name: '报名入口' });
    expect(safe.getAttribute('href')).toBe('https://example.com/apply');
    expect(safe.getAttribute('rel')).toBe('noopener noreferrer');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows a skeleton while loading', () => {
    renderBlock(NoticeDetail, { loading: true });
    expect(screen.getByRole('status').textContent).toBe('加载中…');
  });
});
