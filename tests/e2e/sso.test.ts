// Single sign-on in Chromium: the identity provider sends the candidate to /apps/sso/login with a ticket signed
// with its private key (the demo provider of scripts/sso-demo-idp.ts; verified by server/accounts/sso-ticket.ts); the portal signs them in with sso.loginUser and goes on to the
// same-origin return path. A ticket works once: used again it says so and links to the login page, the return path kept.
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { demoTicket } from '@/scripts/sso-demo-idp';
import { settle, watchPage } from './browser';
import { useBrowserPerFile } from './browser-per-file';
import { expectShown, PC_BASE, waitForPath } from './resume-helpers';

const baseUrl = workerBaseUrl();
const ticketFor = (account: string) => demoTicket(1001, account);

const { freshContext } = useBrowserPerFile(baseUrl);

describe('/apps/sso/login with a ticket', () => {
  it('signs the candidate in and goes to the return path; the same ticket again is refused with a way to the login page', async () => {
    const context = await freshContext('desktop');
    const { page } = watchPage(await context.newPage(), baseUrl);
    const ticket = ticketFor('13800000001');
    const back = `${PC_BASE}/usercenter`;
    await page.goto(`/apps/sso/login?ticket=${encodeURIComponent(ticket)}&redirect=${encodeURIComponent(back)}`, { waitUntil: 'load' });
    await waitForPath(page, back);
    await settle(page);
    await expectShown(page.locator('header'), '张明', 'the signed-in name in the header');

    const again = await context.newPage();
    await again.goto(`/apps/sso/login?ticket=${encodeURIComponent(ticket)}&redirect=${encodeURIComponent(back)}`, { waitUntil: 'load' });
    await expectShown(again.locator('body'), '单点登录凭证无效或已过期', 'why the ticket was refused');
    const link = again.getByRole('link', { name: '去登录' });
    await link.click();
    await waitForPath(again, `${PC_BASE}/login`);
    expect(new URL(again.url()).searchParams.get('redirect'), 'the return path is kept').toBe(back);
  });

  it('says so when the ticket names an account the portal does not have', async () => {
    const context = await freshContext('desktop');
    const { page } = watchPage(await context.newPage(), baseUrl);
    await page.goto(`/apps/sso/login?ticket=${encodeURIComponent(ticketFor('stranger-e2e'))}`, { waitUntil: 'load' });
    await expectShown(page.locator('body'), '该账号未在本站开通', 'why the ticket was refused');
    await expectShown(page.getByRole('link', { name: '去登录' }), '去登录', 'the way to the login page');
  });

  it('refuses a return path to another site', async () => {
    const context = await freshContext('desktop');
    const { page } = watchPage(await context.newPage(), baseUrl);
    await page.goto(`/apps/sso/login?ticket=${encodeURIComponent(ticketFor('13800000001'))}&redirect=${encodeURIComponent('//evil.example/x')}`, { waitUntil: 'load' });
    await waitForPath(page, `${PC_BASE}/home`);
    expect(new URL(page.url()).host, 'still on the portal').toBe(new URL(baseUrl).host);
  });
});
