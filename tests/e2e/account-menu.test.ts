// The account menu in Chromium, as a candidate finds their resume. pc: the name in the header
// opens the menu with the keyboard (Enter/Space open, the arrows move, Escape closes and gives focus back) and
// with the mouse; 我的简历 is reached from the home; 退出 logs out. h5: the 我的 tab opens the "mine" page with
// the same entries and 退出 last. A reviewer gets the reviewers' menu. Screenshots (zh-CN and en-US) of the pc
// menu open and of the h5 mine page go to test-results/screenshots/account-menu-*.png.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { axeProblems } from './axe';
import { settle } from './browser';
import { SCREENSHOTS, useBrowserPerFile } from './browser-per-file';
import { registerByApi } from './register-by-api';
import { H5_BASE, LABEL, PC_BASE, pcSection, pcType, submitLogin, waitForPath, type Candidate } from './resume-helpers';

const baseUrl = workerBaseUrl();
const REVIEWER: Candidate = { account: '13900000001', password: 'Portal@2026' };
const CENSOR_PC = '/site/1/1001/censor/pc/default/pc';
const CENSOR_H5 = '/site/1/1001/censor/h5/default/h5/layout';
const PC_ENTRIES = ['我的简历', '我的申请', '我的收藏', '消息通知', '账号设置', '退出'];

const { freshPage } = useBrowserPerFile(baseUrl);

async function signIn(page: Page, loginPath: string, who: Candidate, landsOn: string): Promise<void> {
  await page.goto(loginPath, { waitUntil: 'load' });
  await submitLogin(page, who, landsOn);
  await settle(page);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.locator('.adm-toast-main, .ant-message-notice').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  // the dropdown fades in (antd's slide-up motion, 0.2 s)
  await page.locator('.ant-slide-up-enter, .ant-slide-up-appear').first().waitFor({ state: 'detached', timeout: 2_000 }).catch(() => undefined);
  await page.screenshot({ path: join(SCREENSHOTS, `account-menu-${name}.png`) });
}

/** The menu items' texts, without the unread count. */
async function menuTexts(page: Page): Promise<string[]> {
  const items = page.getByRole('menu').getByRole('menuitem');
  return (await items.allTextContents()).map((t) => t.replace(/（.*）/, '').replace(/\d+$/, '').trim());
}

/** Switches the signed-in page to English (the language switch's stored choice) and reloads it. */
async function inEnglish(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('umi_locale', 'en-US'));
  await page.reload({ waitUntil: 'load' });
  await settle(page);
}

/** axe's serious and critical violations of what the page shows now. */
async function seriousViolations(page: Page): Promise<string[]> {
  return axeProblems(page, page.url());
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

describe('pc: the name in the header opens the account menu', () => {
  it('with the keyboard: Enter opens, Escape closes and gives focus back, Space and the arrows reach 我的简历', async () => {
    const { page, report } = await freshPage('desktop');
    const me = await registerByApi(baseUrl, 1001, '菜单甲');
    await signIn(page, `${PC_BASE}/login?redirect=${encodeURIComponent(`${PC_BASE}/home`)}`, me, `${PC_BASE}/home`);
    const trigger = page.getByRole('button', { name: '菜单甲的账号菜单' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor({ state: 'visible' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await menuTexts(page)).toEqual(PC_ENTRIES);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    expect(await focusedLabel(page), 'focus is back on the name').toBe('菜单甲的账号菜单');

    await page.keyboard.press(' ');
    await page.getByRole('menu').waitFor({ state: 'visible' });
    // the opened menu takes the focus, so that the arrows move in it
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role=menu]'))).toBe(true);
    const active = () => page.locator('.ant-dropdown-menu-item-active').textContent();
    // the first entry is active at once
    await expect.poll(active).toBe('我的简历');
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toBe('我的申请');
    await page.keyboard.press('ArrowUp');
    await expect.poll(active).toBe('我的简历');
    // the arrows move the focus itself onto the entry, which Enter then chooses
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('我的简历');
    await page.keyboard.press('Enter');
    await waitForPath(page, `${PC_BASE}/user/resume`);
    await expect.poll(() => page.getByRole('tab', { name: '我的简历', selected: true }).count()).toBe(1);
    expect(report()).toEqual([]);
  });

  it('with the mouse: the menu lists the entries, and 退出 logs out to the home, leaving nothing personal in storage', async () => {
    const { page } = await freshPage('desktop');
    const me = await registerByApi(baseUrl, 1001, '菜单乙');
    await signIn(page, `${PC_BASE}/login?redirect=${encodeURIComponent(`${PC_BASE}/resumeedit/1`)}`, me, `${PC_BASE}/resumeedit/1`);
    // typing in the resume keeps a draft in localStorage
    await page.locator('.pc-resume-editor').waitFor({ state: 'visible', timeout: 20_000 });
    await pcType(pcSection(page, 'personal'), LABEL.name, '草稿里的名字');
    const storage = () => page.evaluate(() => Object.entries(localStorage).map(([key, value]) => `${key}=${value}`));
    await expect.poll(async () => (await storage()).some((entry) => entry.startsWith('resume_draft:') && entry.includes('草稿里的名字')), { message: 'the draft is kept' }).toBe(true);
    await page.getByRole('button', { name: '菜单乙的账号菜单' }).click();
    await page.getByRole('menu').waitFor({ state: 'visible' });
    await shot(page, 'pc-open-zh-CN');
    expect(await seriousViolations(page), 'axe on the open menu').toEqual([]);
    const signedInToken = (await storage()).find((entry) => entry.startsWith('token_key_portal:'));
    expect(signedInToken, 'the signed-in token is kept while signed in').toBeDefined();
    await page.getByRole('menuitem', { name: '退出' }).click();
    await waitForPath(page, `${PC_BASE}/home`);
    await page.getByRole('link', { name: '登录' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: '菜单乙的账号菜单' }).count()).toBe(0);
    const left = await storage();
    expect(left.filter((entry) => /^(resume_draft:|user:)/.test(entry)), 'no draft or user after signing out').toEqual([]);
    // the home, opened afresh, may already hold a guest's new token: never the account's
    expect(left, "the account's token after signing out").not.toContain(signedInToken);
    expect(left.filter((entry) => entry.includes('草稿里的名字') || entry.includes(me.account)), 'nothing of the account').toEqual([]);
  });

  it('reads in English: the screenshot of the open menu', async () => {
    const { page } = await freshPage('desktop');
    const me = await registerByApi(baseUrl, 1001, 'Menu C');
    await signIn(page, `${PC_BASE}/login?redirect=${encodeURIComponent(`${PC_BASE}/home`)}`, me, `${PC_BASE}/home`);
    await inEnglish(page);
    await page.getByRole('button', { name: 'Account menu of Menu C' }).click();
    await page.getByRole('menu').waitFor({ state: 'visible' });
    expect(await menuTexts(page)).toEqual(['My resume', 'My applications', 'My favourites', 'Messages', 'Account settings', 'Log out']);
    await shot(page, 'pc-open-en-US');
  });

  it("a reviewer's name opens the reviewers' menu: workspace, password, logout", async () => {
    const { page } = await freshPage('desktop');
    await signIn(page, `${PC_BASE}/censorlogin`, REVIEWER, `${CENSOR_PC}/review`);
    await page.getByRole('button', { name: /的账号菜单$/ }).click();
    await page.getByRole('menu').waitFor({ state: 'visible' });
    expect(await menuTexts(page)).toEqual(['审查工作台', '修改密码', '退出']);
  });

  it("a reviewer's 修改密码 comes back to the page it was chosen on, which works for a reviewer", async () => {
    const { page, report } = await freshPage('desktop');
    await signIn(page, `${PC_BASE}/censorlogin`, REVIEWER, `${CENSOR_PC}/review`);
    const workspace = `${CENSOR_PC}/review?status=submitted`;
    /** From the workspace, through the menu, from `from` to `to`; lands back on the workspace with its filter. */
    const changePassword = async (from: string, to: string) => {
      await page.goto(workspace, { waitUntil: 'load' });
      await settle(page);
      await page.getByRole('button', { name: /的账号菜单$/ }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: '修改密码' }).click();
      await waitForPath(page, `${CENSOR_PC}/changepass`);
      await page.getByLabel('原密码', { exact: true }).fill(from);
      await page.getByLabel('新密码', { exact: true }).fill(to);
      await page.getByLabel('确认密码', { exact: true }).fill(to);
      await page.getByRole('button', { name: '确认修改' }).click();
      await waitForPath(page, `${CENSOR_PC}/review`);
      expect(new URL(page.url()).search, 'the filter it was chosen with').toBe('?status=submitted');
      await page.locator('.ant-message').filter({ hasText: '密码已修改' }).waitFor({ state: 'visible', timeout: 10_000 });
      await page.getByRole('heading', { name: '应聘申请' }).waitFor({ state: 'visible', timeout: 10_000 });
      expect(await page.getByText('仅限审核人员').count(), 'the workspace, not a refusal').toBe(0);
    };
    await changePassword(REVIEWER.password, 'Review#2026x');
    await shot(page, 'pc-reviewer-password-changed');
    // the seeded reviewer is shared with the other e2e files: the password goes back the same way
    await changePassword('Review#2026x', REVIEWER.password);
    expect(report()).toEqual([]);
  });
});

describe('h5: the 我的 tab is the account page', () => {
  it('lists the same entries with 退出 last; 我的简历 opens the resume; 退出 logs out', async () => {
    const { page, report } = await freshPage('phone');
    const me = await registerByApi(baseUrl, 1001, '菜单丁');
    await signIn(page, `${H5_BASE}/login?redirect=${encodeURIComponent(`${H5_BASE}/home`)}`, me, `${H5_BASE}/home`);
    await page.getByRole('link', { name: '我的', exact: true }).tap();
    await waitForPath(page, `${H5_BASE}/mine`);
    const list = page.getByRole('navigation', { name: '我的账号' });
    await list.waitFor({ state: 'visible' });
    expect(await list.getByRole('link').allTextContents()).toEqual(['我的简历', '我的申请', '我的收藏', '消息通知', '账号设置']);
    const last = page.locator('main').locator('a, button').last();
    expect((await last.textContent())?.replace(/\s/g, '')).toBe('退出');
    await shot(page, 'h5-mine-zh-CN');
    expect(await seriousViolations(page), 'axe on the mine page').toEqual([]);

    await list.getByRole('link', { name: '我的简历' }).tap();
    await waitForPath(page, `${H5_BASE}/user/resume`);
    await page.goBack();
    await waitForPath(page, `${H5_BASE}/mine`);
    await page.getByRole('button', { name: '退出' }).tap();
    await waitForPath(page, `${H5_BASE}/home`);
    await page.getByRole('link', { name: '我的', exact: true }).tap();
    await page.getByRole('link', { name: '登录 / 注册' }).waitFor({ state: 'visible' });
    expect(report()).toEqual([]);
  });

  it('reads in English: the screenshot of the mine page', async () => {
    const { page } = await freshPage('phone');
    const me = await registerByApi(baseUrl, 1001, 'Menu E');
    await signIn(page, `${H5_BASE}/login?redirect=${encodeURIComponent(`${H5_BASE}/mine`)}`, me, `${H5_BASE}/mine`);
    await inEnglish(page);
    const list = page.getByRole('navigation', { name: 'My account' });
    await list.waitFor({ state: 'visible' });
    expect(await list.getByRole('link').allTextContents()).toEqual(['My resume', 'My applications', 'My favourites', 'Messages', 'Account settings']);
    await page.getByRole('button', { name: 'Log out' }).waitFor({ state: 'visible' });
    await shot(page, 'h5-mine-en-US');
  });

  it("a reviewer's 账号 tab lists their workspace, account settings and 退出", async () => {
    const { page } = await freshPage('phone');
    await signIn(page, `${H5_BASE}/censorlogin`, REVIEWER, `${CENSOR_H5}/review`);
    await page.getByRole('link', { name: '账号', exact: true }).tap();
    await waitForPath(page, `${CENSOR_H5}/mine`);
    const list = page.getByRole('navigation', { name: '我的账号' });
    await list.waitFor({ state: 'visible' });
    expect(await list.getByRole('link').allTextContents()).toEqual(['审查工作台', '账号设置']);
    expect(await page.getByRole('button', { name: '退出' }).count()).toBe(1);
  });
});
