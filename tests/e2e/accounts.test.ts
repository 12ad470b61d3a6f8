// Accounts in Chromium: registering with a captcha and a code read from the outbox (GET /pt/test/outbox,
// NODE_ENV=test only), logging out and in, changing the password, and a forgotten password reset by SMS.
// - army pc (portal 1002): register, log out, log in, change the password on changepass, log in with it;
// - default (portal 1001): register on h5; pc has no regist page, so its login page offers no such link; on pc
//   the candidate logs in, renames and changes the password on the account tab (a modal), and logs in with it;
// - army h5: forgot password by SMS, then log in with the new password.
// The captcha's answer comes from GET /pt/test/captcha (NODE_ENV=test only), as a person would read the image.
// Screenshots of the register page (1280x800 desktop, 390x844 phone) go to test-results/screenshots/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { axeProblems } from './axe';
import { encrypt } from '@/src/core/crypto-key';
import { settle, watchPage, type Viewport, type WatchedPage } from './browser';
import { SCREENSHOTS, useBrowserPerFile } from './browser-per-file';
import { expectShown, POLL_MS, submitLogin, waitForPath, type Candidate } from './resume-helpers';

const baseUrl = workerBaseUrl();

const ARMY_PC = '/site/1/1002/portal/pc/army/pc';
const ARMY_H5 = '/site/1/1002/portal/h5/army/h5/layout';
const DEFAULT_PC = '/site/1/1001/portal/pc/default/pc';
const DEFAULT_H5 = '/site/1/1001/portal/h5/default/h5/layout';

/** The army h5 candidate who forgets their password, registered first: a mobile gets one code a minute. */
const FORGETFUL = { mobile: newMobile(), registeredAt: 0 };
const RESEND_MS = 61_000;

const { freshContext } = useBrowserPerFile(baseUrl);
beforeAll(async () => {
  await registerByApi('1002', FORGETFUL.mobile, 'Forgot#1a');
  FORGETFUL.registeredAt = Date.now();
});

async function freshPage(viewport: Viewport, size?: { width: number; height: number }): Promise<WatchedPage> {
  const page = await (await freshContext(viewport)).newPage();
  if (size) await page.setViewportSize(size);
  return watchPage(page, baseUrl);
}

/** axe on the page as it is: no serious or critical violation (as tests/e2e/a11y-suite.ts asks of the homes). */
async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await axeProblems(page, where)).toEqual([]);
}

function expectClean(watched: WatchedPage, where: string): void {
  expect(watched.report(), `console errors, uncaught errors or failed requests (${where})`).toEqual([]);
}

/** A mobile number no other run has used: 139 and eight digits from the clock and chance. */
function newMobile(): string {
  const digits = `${Date.now() % 100_000}`.padStart(5, '0') + `${Math.floor(Math.random() * 1000)}`.padStart(3, '0');
  return `139${digits}`;
}

async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}/pt${path}`, { ...init, headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...init?.headers } });
  const body = (await response.json()) as { success: boolean; data: T; errorMessage?: string };
  if (!body.success) throw new Error(`${path}: ${body.errorMessage}`);
  return body.data;
}

/** The newest code the outbox holds for an address (the reference server sends nothing). */
async function codeSentTo(to: string): Promise<string> {
  const deadline = Date.now() + POLL_MS;
  while (Date.now() < deadline) {
    const sent = await getJson<Array<{ code: string }>>(`/test/outbox?to=${encodeURIComponent(to)}`);
    if (/^\d{6}$/.test(sent[0]?.code ?? '')) return sent[0].code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code in the outbox for ${to} within ${POLL_MS} ms`);
}

/** What the captcha image on the page says, once it has loaded. */
async function readCaptcha(page: Page): Promise<string> {
  const img = page.getByRole('img', { name: '图形验证码，点击更换' });
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: POLL_MS, message: 'the captcha image loads' }).toBe(true);
  const attrKey = new URL((await img.getAttribute('src')) ?? '', baseUrl).searchParams.get('attrKey') ?? '';
  return (await getJson<{ text: string }>(`/test/captcha?attrKey=${attrKey}`)).text;
}

/** Types the captcha, asks for the code and waits for the countdown; answers the code from the outbox. */
async function sendCode(page: Page, mobile: string): Promise<string> {
  await page.getByLabel('图形验证码', { exact: true }).fill(await readCaptcha(page));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /秒后重新获取/ }).waitFor({ timeout: POLL_MS });
  return codeSentTo(mobile);
}

/** The register page's mobile form, filled and sent; waits to land on `home`. */
async function register(page: Page, terminal: 'pc' | 'h5', mobile: string, name: string, password: string, home: string): Promise<void> {
  await page.getByLabel('手机号码', { exact: true }).fill(mobile);
  const code = await sendCode(page, mobile);
  await page.getByLabel('验证码', { exact: true }).fill(code);
  await page.getByLabel('姓名', { exact: true }).fill(name);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码', { exact: true }).fill(password);
  // antd's box is a real checkbox; antd-mobile's input is hidden behind its label
  if (terminal === 'pc') await page.getByRole('checkbox').check();
  else await page.getByText('我已阅读并同意', { exact: true }).click();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await waitForPath(page, home);
}

/** Registers through the API as the page would (for the flows that start with an existing account). */
async function registerByApi(portalId: string, mobile: string, password: string): Promise<void> {
  const portal = { 'qx-portal': portalId };
  const { siteConfig } = await getJson<{ siteConfig: { secretKey?: string } }>('/portal/siteconfig/load', {
    method: 'POST',
    headers: portal,
    body: JSON.stringify({ relationId: portalId, portalType: '1', userDomain: 'portal', terminalType: 'h5' }),
  });
  const attrKey = `e2e${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  await fetch(`${baseUrl}/pt/captcha/generate?attrKey=${attrKey}&random=1&relationId=${portalId}`);
  const { text } = await getJson<{ text: string }>(`/test/captcha?attrKey=${attrKey}`);
  await getJson('/sendMobileCode', { method: 'POST', headers: portal, body: JSON.stringify({ mobile, purpose: 'regist', attrKey, captcha: text }) });
  const code = await codeSentTo(mobile);
  const body = { accountType: 'mobile', mobile, code, name: '测试考生', password: encrypt(password, siteConfig.secretKey), agree: true };
  await getJson('/portal/rest/user/regist', { method: 'POST', headers: portal, body: JSON.stringify(body) });
}

/** The logout of the header's account menu (pc: the name opens it); the app starts again at home. */
async function logoutPc(page: Page, home: string): Promise<void> {
  await page.getByRole('button', { name: /的账号菜单$/ }).click();
  await page.getByRole('menuitem', { name: '退出', exact: true }).click();
  await waitForPath(page, home);
  await page.getByRole('link', { name: '登录', exact: true }).first().waitFor({ timeout: POLL_MS });
}

describe('accounts on army pc (portal 1002)', () => {
  it('registers with a captcha and an SMS code, logs out and in, changes the password and logs in with it', async () => {
    const watched = await freshPage('desktop', { width: 1280, height: 800 });
    const { page } = watched;
    const mobile = newMobile();
    const candidate: Candidate = { account: mobile, password: 'Army#2026a' };

    await page.goto(`${ARMY_PC}/login`, { waitUntil: 'load' });
    await page.getByRole('link', { name: '没有账号？立即注册' }).click();
    await waitForPath(page, `${ARMY_PC}/regist`);
    await page.getByRole('tab', { name: '手机号注册', selected: true }).waitFor();
    await settle(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'accounts-register-pc-1280.png'), fullPage: true });
    await expectAccessible(page, 'army pc regist');

    await register(page, 'pc', mobile, '赵卫国', candidate.password, `${ARMY_PC}/home`);
    await expectShown(page.locator('header'), '赵卫国', 'the header after registering');

    await logoutPc(page, `${ARMY_PC}/home`);
    await page.goto(`${ARMY_PC}/login`, { waitUntil: 'load' });
    await submitLogin(page, candidate, `${ARMY_PC}/home`);
    await expectShown(page.locator('header'), '赵卫国', 'the header after logging in');

    await page.goto(`${ARMY_PC}/changepass`, { waitUntil: 'load' });
    await page.getByLabel('原密码', { exact: true }).fill(candidate.password);
    await page.getByLabel('新密码', { exact: true }).fill('Army#2026b');
    await page.getByLabel('确认密码', { exact: true }).fill('Army#2026b');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expectShown(page.locator('.ant-message'), '密码已修改', 'the change message');
    await waitForPath(page, `${ARMY_PC}/user/account`);

    await logoutPc(page, `${ARMY_PC}/home`);
    await page.goto(`${ARMY_PC}/login`, { waitUntil: 'load' });
    await submitLogin(page, { account: mobile, password: 'Army#2026b' }, `${ARMY_PC}/home`);
    await expectShown(page.locator('header'), '赵卫国', 'the header after logging in with the new password');
    expectClean(watched, 'army pc register, login, change password');
  });
});

describe('accounts on default (portal 1001)', () => {
  it('registers on h5; on pc logs in, renames and changes the password on the account tab, then logs in with it', async () => {
    const mobile = newMobile();
    const phone = await freshPage('phone');
    await phone.page.goto(`${DEFAULT_H5}/regist`, { waitUntil: 'load' });
    await phone.page.getByRole('tab', { name: '手机号注册' }).waitFor();
    await settle(phone.page);
    // a full-page picture would draw the fixed tab bar over the form: the top, then the bottom of the page
    await phone.page.screenshot({ path: join(SCREENSHOTS, 'accounts-register-h5-390-top.png') });
    await phone.page.getByRole('button', { name: '注册', exact: true }).scrollIntoViewIfNeeded();
    await phone.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await phone.page.screenshot({ path: join(SCREENSHOTS, 'accounts-register-h5-390-bottom.png') });
    await phone.page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(phone.page, 'default h5 regist');
    await register(phone.page, 'h5', mobile, '钱多多', 'Default#1a', `${DEFAULT_H5}/home`);
    expectClean(phone, 'default h5 register');

    const watched = await freshPage('desktop');
    const { page } = watched;
    await page.goto(`${DEFAULT_PC}/login`, { waitUntil: 'load' });
    await page.getByRole('textbox', { name: '账号', exact: true }).waitFor();
    await settle(page);
    const registLink = page.getByRole('link', { name: '没有账号？立即注册' });
    expect(new URL((await registLink.getAttribute('href')) ?? '', baseUrl).pathname, 'default pc links to its regist page').toBe(`${DEFAULT_PC}/regist`);
    await submitLogin(page, { account: mobile, password: 'Default#1a' }, `${DEFAULT_PC}/home`);

    await page.goto(`${DEFAULT_PC}/user/account`, { waitUntil: 'load' });
    await page.getByRole('tab', { name: '账号设置', selected: true }).waitFor();
    const settings = page.locator('.pc-account');
    await expectShown(settings, mobile, 'the profile');

    await settings.getByRole('button', { name: '修改姓名' }).click();
    await settings.getByLabel('姓名', { exact: true }).fill('钱多多二');
    await settings.getByRole('button', { name: '保存' }).click();
    await expectShown(settings.locator('.pc-account__value'), '钱多多二', 'the new name');
    await expectShown(page.locator('header'), '钱多多二', 'the header right after the rename');

    await settings.getByRole('button', { name: '修改登录密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改登录密码' });
    await dialog.getByLabel('原密码', { exact: true }).fill('Default#1a');
    await dialog.getByLabel('新密码', { exact: true }).fill('Default#1b');
    await dialog.getByLabel('确认密码', { exact: true }).fill('Default#1b');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await expectShown(page.locator('.ant-message'), '密码已修改', 'the change message');
    await dialog.waitFor({ state: 'hidden', timeout: POLL_MS });
    // the mask fades out after the dialog: wait for it, or its half-dark veil is what axe and the picture see
    await page.locator('.ant-modal-mask').waitFor({ state: 'hidden', timeout: POLL_MS });
    await page.screenshot({ path: join(SCREENSHOTS, 'accounts-settings-pc.png'), fullPage: true });
    await expectAccessible(page, 'default pc user/account');

    await logoutPc(page, `${DEFAULT_PC}/home`);
    await page.goto(`${DEFAULT_PC}/login`, { waitUntil: 'load' });
    await submitLogin(page, { account: mobile, password: 'Default#1b' }, `${DEFAULT_PC}/home`);
    await expectShown(page.locator('header'), '钱多多二', 'the header with the new name');
    expectClean(watched, 'default pc login, rename, change password');
  });
});

describe('forgotten password on army h5 (portal 1002)', () => {
  it('resets the password by SMS and logs in with the new one', async () => {
    const { mobile } = FORGETFUL;
    const watched = await freshPage('phone');
    const { page } = watched;

    await page.goto(`${ARMY_H5}/login`, { waitUntil: 'load' });
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await waitForPath(page, `${ARMY_H5}/forgetpassword`);
    await page.getByRole('tab', { name: '短信找回' }).waitFor();
    await page.getByLabel('手机号码', { exact: true }).fill(mobile);
    // the registration's code went to this mobile less than a minute ago, perhaps
    await new Promise((r) => setTimeout(r, Math.max(0, FORGETFUL.registeredAt + RESEND_MS - Date.now())));
    const code = await sendCode(page, mobile);
    await page.getByLabel('验证码', { exact: true }).fill(code);
    await page.getByLabel('新密码', { exact: true }).fill('Forgot#2b');
    await page.getByLabel('确认密码', { exact: true }).fill('Forgot#2b');
    await page.screenshot({ path: join(SCREENSHOTS, 'accounts-forget-h5.png') });
    await page.getByRole('button', { name: '重置密码' }).click();
    await waitForPath(page, `${ARMY_H5}/login`);
    await expectShown(page.locator('.adm-toast-main'), '密码已重置', 'the reset toast');

    await submitLogin(page, { account: mobile, password: 'Forgot#2b' }, `${ARMY_H5}/home`);

    // the 我的 tab: the account tab of the user page lists the profile
    await page.goto(`${ARMY_H5}/user/account`, { waitUntil: 'load' });
    await expectShown(page.locator('.h5-account'), mobile, 'the account tab');
    await settle(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'accounts-settings-h5.png') });
    await expectAccessible(page, 'army h5 user/account');
    expectClean(watched, 'army h5 forgot password');
  }, 120_000);
});
