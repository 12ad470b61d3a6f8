// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderBlock } from '@/tests/kits/h5/test-utils';
import { withAccountTexts } from '@/tests/kits/common/account-test-kit';
import { NEW_PASSWORD_FORMS } from '@/tests/kits/common/password-strength/page-forms';
import Block from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn(async () => null) }));
vi.mock('@/src/runtime/schema-source', async () => (await import('@/tests/kits/common/account-test-kit')).schemaSourceMock);

const ActionForm = withAccountTexts(Block);
const USER = { id: 7, name: '李四', mobile: '13912345678', domain: 'portal' as const };
afterEach(cleanup);

const typePassword = (value: string) => fireEvent.change(document.querySelector<HTMLInputElement>('input[autocomplete="new-password"]')!, { target: { value } });
const meter = () => screen.findByRole('meter', { name: '密码强度' });

describe('h5 strength meter (ASVS V2.1.8)', () => {
  it.each(NEW_PASSWORD_FORMS)('V2.1.8 %s (%s): says 弱, 中 or 强 in words, with role meter, as the password is typed', async (route, _id, props) => {
    renderBlock(ActionForm, { path: `layout/${route}`, props, user: USER });
    expect(screen.queryByRole('meter')).toBeNull();

    typePassword('Passw0rd');
    expect(await screen.findByText('密码强度：弱')).toBeTruthy();
    expect((await meter()).getAttribute('aria-valuetext')).toBe('弱');

    typePassword('Another#2026');
    expect(await screen.findByText('密码强度：中')).toBeTruthy();

    typePassword('the red lantern hangs by the old door at dusk ok');
    expect(await screen.findByText('密码强度：强')).toBeTruthy();
    expect((await meter()).getAttribute('aria-valuenow')).toBe('3');

    typePassword('');
    await waitFor(() => expect(screen.queryByRole('meter')).toBeNull());
  });

  it('V2.1.7 a password holding the account mobile is weak, and the form says why as the server would', async () => {
    const [, , props] = NEW_PASSWORD_FORMS.find(([route]) => route === 'changepass')!;
    renderBlock(ActionForm, { path: 'layout/changepass', props, user: USER });
    typePassword('call me at 13912345678 ok');
    expect(await screen.findByText('密码强度：弱')).toBeTruthy();
    expect(await screen.findByText('密码不能包含本人的手机号、邮箱或姓名')).toBeTruthy();
  });
});
