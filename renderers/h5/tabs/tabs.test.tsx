// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { at, renderBlock } from '@/tests/kits/h5/test-utils';
import { withAccountTexts } from '@/tests/kits/common/account-test-kit';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import type { Block } from '@/src/core/schema-types';
import Tabs from './index';

vi.mock('@/src/runtime/schema-source', async () => (await import('@/tests/kits/common/account-test-kit')).schemaSourceMock);

const CHILDREN: Block[] = [
  { type: 'resume-view', id: 'resume' },
  { type: 'account-settings', id: 'account' },
];
// the h5 helpers draw no child blocks: a stand-in names each one
const Drawn = withAccountTexts((props: BlockProps<unknown, PropsFor<'tabs'>>) => (
  <Tabs {...props} block={{ ...props.block, blocks: CHILDREN }} renderBlocks={(blocks) => blocks?.map((b) => <p key={b.id}>{`block ${b.type}`}</p>)} />
));

const USER_TABS = {
  activeKey: '$route.activeKey|resume',
  path: 'user/{key}',
  tabs: [
    { key: 'resume', title: 'account.tab.resume' },
    { key: 'account', title: 'account.tab.account' },
  ],
};

describe('h5 tabs', () => {
  it('shows the tab the route names and goes to layout/user/{key} when another is chosen', async () => {
    const view = renderBlock(Drawn, { path: 'layout/user/account', props: USER_TABS, params: { activeKey: 'account' } });
    expect(screen.getByText('block account-settings')).toBeTruthy();
    expect(screen.queryByText('block resume-view')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByText('我的简历'));
    });
    expect(view.location().pathname).toBe(at('layout/user/resume'));
  });

  it('starts on the first tab on layout/user', () => {
    renderBlock(Drawn, { path: 'layout/user', props: USER_TABS, params: {} });
    expect(screen.getByText('block resume-view')).toBeTruthy();
  });
});
