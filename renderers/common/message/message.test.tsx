// @vitest-environment jsdom
import { renderBlock } from '@/tests/kits/common/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Message from './index';

describe('message block', () => {
  it('shows the errorCode and errorMessage of the query as plain text', () => {
    const { container } = renderBlock(Message, {
      path: 'exception?errorCode=PORTAL_NOT_FOUND&errorMessage=' + encodeURIComponent('<img src=x onerror=alert(1)>站点不存在'),
      props: { icon: 'error', title: '$query.errorCode', description: '$query.errorMessage' },
    });
    expect(screen.getByRole('heading', { name: 'PORTAL_NOT_FOUND' })).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>站点不存在')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('falls back to the next alternative when the query is empty', () => {
    renderBlock(Message, { path: 'exception', props: { title: '$query.errorCode|block.loadFailed' } });
    expect(screen.getByRole('heading', { name: '加载失败' })).toBeTruthy();
  });

  it('draws a 404 page with an action link that navigates in the app', () => {
    const { ctx } = renderBlock(Message, {
      props: { icon: '404', title: { 'zh-CN': '页面不存在', 'en-US': 'Not found' }, action: { text: { 'zh-CN': '返回首页' }, to: 'home' } },
    });
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '返回首页' });
    expect(link.getAttribute('href')).toBe('/site/1/1001/portal/pc/default/pc/home');
    fireEvent.click(link);
    expect(ctx.navigate).toHaveBeenCalledWith('home');
  });

  it('translates texts in the chosen locale', () => {
    renderBlock(Message, { locale: 'en-US', props: { title: { 'zh-CN': '即将上线', 'en-US': 'Coming soon' }, icon: 'building' } });
    expect(screen.getByRole('heading', { name: 'Coming soon' })).toBeTruthy();
  });
});
