// The admins' workspace in Chromium, on demo portal 1001: the admin 李娜 (13900000031) signs in at censorlogin and
// lands on the accounts list (axe runs on it once); she creates a publisher with exactly one unit, reads its first
// password from the dialog it is shown in once, looks at the units and the audit log, and signs out. The new account
// signs in with that password and is sent to change it (and back there from any other page until it has), changes
// it, lands in the publishing workspace, and the new position's unit select offers only its one unit. Screenshots
// (1366x900) of the accounts list, the account form with the password dialog, the units list and the audit log go to
// test-results/screenshots/admin-*.png.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { axeProblems } from './axe';
import { settle } from './browser';
import { SCREENSHOTS, useBrowserPerFile } from './browser-per-file';
import { expectShown, submitLogin, waitForPath, type Candidate } from './resume-helpers';

const baseUrl = workerBaseUrl();
const PORTAL_PC = '/site/1/1001/portal/pc/default/pc';
const CENSOR_PC = '/site/1/1001/censor/pc/default/pc';
const ADMIN: Candidate = { account: '13900000031', password: 'Portal@2026' };
const UNIT = '长江智造装备股份有限公司';

const { freshPage } = useBrowserPerFile(baseUrl);

async function snap(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: join(SCREENSHOTS, `admin-${name}.png`) });
}

/** Picks an option of the select labelled `label`, then closes its list (a multiple select keeps it open). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
  await page.keyboard.press('Escape');
}

describe('admins: an account made with one unit sees only that unit', () => {
  it('the admin creates a publisher of one unit and hands over its first password; it changes it and publishes for that unit only', async () => {
    const stamp = Date.now().toString();
    const mobile = `139${stamp.slice(-8)}`;
    const name = `发布员${stamp.slice(-4)}`;
    const { page, report } = await freshPage('desktop');
    await page.setViewportSize({ width: 1366, height: 900 });

    // censorlogin lands an admin on the accounts list
    await page.goto(`${PORTAL_PC}/censorlogin`, { waitUntil: 'load' });
    await submitLogin(page, ADMIN, `${CENSOR_PC}/admin/accounts`);
    await page.getByRole('heading', { level: 2, name: '账号管理' }).waitFor({ timeout: 20_000 });
    await expectShown(page.locator('.pc-record-table tbody'), '王磊', 'the accounts list');
    await snap(page, 'accounts');
    expect(await axeProblems(page, page.url()), 'axe on the accounts list').toEqual([]);

    // a publisher with exactly one unit; its first password is shown once
    await page.getByRole('link', { name: '新建账号' }).click();
    await waitForPath(page, `${CENSOR_PC}/admin/accounts/new`);
    await page.getByLabel('姓名', { exact: true }).fill(name);
    await page.getByLabel('手机号', { exact: true }).fill(mobile);
    await choose(page, '角色', '发布员');
    await choose(page, '所属单位', UNIT);
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '初始密码' });
    const secret = dialog.locator('[data-secret]');
    await secret.waitFor({ timeout: 20_000 });
    const firstPassword = (await secret.innerText()).trim();
    expect(firstPassword).toMatch(/^\S{14}$/);
    await expectShown(dialog, '只在此时显示一次', 'the dialog says it is shown only now');
    await snap(page, 'account-password');
    await dialog.getByRole('button', { name: '我已记下' }).click();
    await page.waitForURL((url) => /\/admin\/accounts\/\d+$/.test(url.pathname), { timeout: 20_000 });
    await page.getByRole('heading', { level: 2, name }).waitFor({ timeout: 20_000 });

    // the units in the tree's order, and the audit log with the account's creation
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '单位管理' }).click();
    await expectShown(page.locator('.pc-record-table tbody'), '华夏能源江苏发电有限公司', 'the units list');
    await snap(page, 'units');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '操作日志' }).click();
    await expectShown(page.locator('.pc-record-table tbody'), mobile, "the audit log's creation of the account");
    await snap(page, 'audit');

    // signs out
    await page.getByRole('button', { name: /的账号菜单$/ }).click();
    await page.getByRole('menuitem', { name: '退出' }).click();
    await waitForPath(page, `${CENSOR_PC}/home`);

    // the new account signs in with its first password and is made to change it, here and on any other page
    await page.goto(`${PORTAL_PC}/censorlogin`, { waitUntil: 'load' });
    await submitLogin(page, { account: mobile, password: firstPassword }, `${CENSOR_PC}/changepass`);
    await page.goto(`${CENSOR_PC}/publish`, { waitUntil: 'load' });
    await waitForPath(page, `${CENSOR_PC}/changepass`);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${CENSOR_PC}/publish`);
    const newPassword = `Pub#${stamp.slice(-6)}xK`;
    await page.getByLabel('原密码', { exact: true }).fill(firstPassword);
    await page.getByLabel('新密码', { exact: true }).fill(newPassword);
    await page.getByLabel('确认密码', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: '确认修改' }).click();
    await waitForPath(page, `${CENSOR_PC}/publish`);
    await page.getByRole('heading', { level: 2, name: '职位发布' }).waitFor({ timeout: 20_000 });

    // its new position's unit is its one unit
    await page.getByRole('link', { name: '新建职位' }).click();
    await waitForPath(page, `${CENSOR_PC}/publish/new`);
    await page.getByLabel('招聘单位', { exact: true }).click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.first().waitFor({ timeout: 20_000 });
    expect(await options.allInnerTexts()).toEqual([UNIT]);
    // the calls made before the password was changed are the refusals that sent the account to change it
    expect(report({ allowHttp: [/^403 GET .*\/censor\/rest\/publish\//] }), 'console errors, uncaught errors or failed requests').toEqual([]);
  });
});
