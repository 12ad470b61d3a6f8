// @vitest-environment jsdom
import { addMessages, renderBlock } from '@/tests/kits/pc/test-utils';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@/tests/kits/common/account-test-kit';
import type { Block } from '@/src/core/schema-types';
import Tabs from './index';

vi.mock('@/src/runtime/schema-source', async () => (await import('@/tests/kits/common/account-test-kit')).schemaSourceMock);
addMessages('zh-CN', accountMessages['zh-CN']);

const USER_TABS = {
  activeKey: '$route.activeKey|resume',
  path: 'user/{key}',
  tabs: [
    { key: 'resume', title: 'account.tab.resume' },
    { key: 'account', title: 'account.tab.account' },
  ],
};
const CHILDREN: Block[] = [
  { type: 'resume-view', id: 'resume' },
  { type: 'account-settings', id: 'account' },
];

describe('pc tabs', () => {
  it('shows the tab the route names, and only its block', () => {
    renderBlock(Tabs, { path: 'user/account', props: USER_TABS, blocks: CHILDREN, params: { activeKey: 'account' } });
    expect(screen.getByRole('tab', { name: '账号设置' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('child-account-settings')).toBeTruthy();
    expect(screen.queryByTestId('child-resume-view')).toBeNull();
  });

  it('falls back to the first tab without a key or with an unknown one', () => {
    renderBlock(Tabs, { path: 'user/nothing', props: USER_TABS, blocks: CHILDREN, params: { activeKey: 'nothing' } });
    expect(screen.getByRole('tab', { name: '我的简历' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('child-resume-view')).toBeTruthy();
  });

  it('goes to the path of the chosen tab', async () => {
    const { ctx } = renderBlock(Tabs, { path: 'user', props: USER_TABS, blocks: CHILDREN });
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '账号设置' }));
    });
    expect(ctx.navigate).toHaveBeenCalledWith('user/account');
  });

  it('a query pattern writes the query (keeping the rest), and the form frame draws its title in a card', async () => {
    const props = { frame: 'form', title: 'account.register.title', activeKey: '$query.by|mobile', path: '?by={key}', tabs: [{ key: 'mobile', title: 'account.register.byMobile' }, { key: 'email', title: 'account.register.byEmail' }] };
    const { ctx } = renderBlock(Tabs, { path: 'regist?by=email&redirect=%2Fx', props, blocks: [{ type: 'action-form', id: 'mobile' }, { type: 'message', id: 'email' }] });
    expect(screen.getByRole('heading', { name: '注册账号' })).toBeTruthy();
    expect(screen.getByTestId('child-message')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '手机号注册' }));
    });
    expect(ctx.setQuery).toHaveBeenCalledWith({ by: 'mobile' });
    expect(ctx.navigate).not.toHaveBeenCalled();
  });
});
