// @vitest-environment jsdom
import { addMessages, makeBlockProps, renderAt, VARIANT_BASE } from '@/tests/kits/common/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import zhPositionPage from '@/schemas/locales/zh-CN/position-page.json';
import LayoutBare from './index';

vi.mock('@/src/runtime/schema-source', () => ({ fetchSchema: vi.fn(async () => ({ home: 'home', login: 'login', routes: [] })), readySchema: () => undefined }));
addMessages('zh-CN', zhPositionPage);

const LIST = `${VARIANT_BASE}/recruitment/social/searchAll?keyword=工程师`;
const HERE = `recruitmentview/101/social/${encodeURIComponent(LIST)}?headStyle=false`;

function renderBar(backUrl: string | undefined, user: { id: number; name: string; domain: 'portal' } | null = null) {
  const props = makeBlockProps({ type: 'layout-bare', props: { bar: true, backParam: 'backUrl' }, params: { id: '101', src: 'social', backUrl } });
  props.ctx.user = user;
  renderAt(
    <LayoutBare {...props} title="职位详情">
      <p>页面内容</p>
    </LayoutBare>,
    HERE,
  );
  return props.ctx;
}

describe('the bar of a page opened in a new tab (layout-bare, bar: true)', () => {
  it('leads back to the decoded return path, names the site and the signed-in candidate', () => {
    const ctx = renderBar(LIST, { id: 42, name: '王芳', domain: 'portal' });
    const bar = screen.getByRole('banner', { name: '页面顶栏' });
    const back = within(bar).getByRole('link', { name: /返回/ });
    expect(back.getAttribute('href')).toBe(LIST);
    expect(bar.textContent).toContain('人才招聘网');
    expect(bar.textContent).toContain('已登录：王芳');
    expect(within(bar).queryByRole('link', { name: '登录' })).toBeNull();
    fireEvent.click(back);
    expect(ctx.navigate).toHaveBeenCalledWith(LIST);
    expect(screen.getByRole('main').textContent).toContain('页面内容');
  });

  it('offers a guest a login link that comes back to this page', () => {
    renderBar(LIST);
    const login = screen.getByRole('link', { name: '登录' });
    expect(login.getAttribute('href')).toBe(`${VARIANT_BASE}/login?redirect=${encodeURIComponent(`${VARIANT_BASE}/${HERE}`)}`);
  });

  it('accepts the return path still encoded once', () => {
    renderBar(encodeURIComponent(LIST));
    expect(screen.getByRole('link', { name: /返回/ }).getAttribute('href')).toBe(LIST);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '/%2F%2Fevil.example', '%E0%A4%A'])(
    'gives no off-site link for the return path %s: back leads to the home',
    async (backUrl) => {
      renderBar(backUrl);
      const back = await screen.findByRole('link', { name: /返回/ });
      expect(back.getAttribute('href')).toBe(`${VARIANT_BASE}/home`);
      for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')?.startsWith(`${VARIANT_BASE}/`)).toBe(true);
    },
  );

  it('is not drawn unless the page asks for it', () => {
    const props = makeBlockProps({ type: 'layout-bare', params: { backUrl: LIST } });
    renderAt(<LayoutBare {...props} title="职位详情">{null}</LayoutBare>, HERE);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
