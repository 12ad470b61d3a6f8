// @vitest-environment jsdom
import { addMessages, makeBlockProps, renderAt } from '@/tests/kits/pc/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@/tests/kits/common/account-test-kit';
import { NEW_PASSWORD_FORMS } from '@/tests/kits/common/password-strength/page-forms';
import ActionForm from './index';

vi.mock('@/src/api/client', () => ({ request: vi.fn(async () => null) }));
vi.mock('@/src/runtime/schema-source', async () => (await import('@/tests/kits/common/account-test-kit')).schemaSourceMock);
addMessages('zh-CN', accountMessages['zh-CN']);

const newPassword = () => document.querySelector<HTMLInputElement>('input[autocomplete="new-password"]')!;
const typePassword = (value: string) => fireEvent.change(newPassword(), { target: { value } });

/** The form as the page draws it, for the signed-in 李四 (13912345678): changepass and updatePasswd need one. */
function renderForm(route: string, props: Record<string, unknown>) {
  const blockProps = makeBlockProps({ path: route, props, type: 'action-form' });
  blockProps.ctx.user = { id: 7, name: '李四', mobile: '13912345678', domain: 'portal' };
  renderAt(<ActionForm {...blockProps} />, route);
}
const meter = () => screen.findByRole('meter', { name: '密码强度' });

describe('pc strength meter (ASVS V2.1.8)', () => {
  it('V2.1.8 is on every form that sets a password: regist, changepass, updatePasswd, forgetpassword', () => {
    expect(NEW_PASSWORD_FORMS.map(([route]) => route)).toEqual(expect.arrayContaining(['regist', 'changepass', 'updatePasswd', 'forgetpassword']));
  });

  it.each(NEW_PASSWORD_FORMS)('V2.1.8 %s (%s): says 弱, 中 or 强 in words, with role meter, as the password is typed', async (route, _id, props) => {
    renderForm(route, props);
    expect(screen.queryByRole('meter')).toBeNull();

    typePassword('Passw0rd');
    expect(await screen.findByText('密码强度：弱')).toBeTruthy();
    expect((await meter()).getAttribute('aria-valuetext')).toBe('弱');

    typePassword('Another#2026');
    expect(await screen.findByText('密码强度：中')).toBeTruthy();

    typePassword('the red lantern hangs by the old door at dusk ok');
    expect(await screen.findByText('密码强度：强')).toBeTruthy();
    const strong = await meter();
    expect([strong.getAttribute('aria-valuenow'), strong.getAttribute('aria-valuemax')]).toEqual(['3', '3']);

    typePassword('');
    await waitFor(() => expect(screen.queryByRole('meter')).toBeNull());
  });

  it('V2.1.7 a password holding the account mobile is weak, and the form says why as the server would', async () => {
    const [, , props] = NEW_PASSWORD_FORMS.find(([route]) => route === 'changepass')!;
    renderForm('changepass', props);
    typePassword('call me at 13912345678 ok');
    expect(await screen.findByText('密码强度：弱')).toBeTruthy();
    expect(await screen.findByText('密码不能包含本人的手机号、邮箱或姓名')).toBeTruthy();
  });
});
