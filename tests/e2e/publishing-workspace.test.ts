// The publishers' workspace in Chromium, on demo portal 1001: the publisher 13900000021 (role publisher only) signs in
// at censorlogin and lands on the workspace (publish), whose menus offer publishing and no reviewing; writes a new
// position in the form (rich text in the duties), is told on the field that the deadline comes before the start,
// fixes it, previews it (the desktop look and the h5 look in a phone frame), publishes it, finds it under 已发布,
// closes it, and the public page says it is closed. Screenshots of the list, the form and the preview (1366x900,
// zh-CN and en-US) and of the h5 message (390x844) go to test-results/screenshots/publishing-*.png.
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
const CENSOR_H5 = '/site/1/1001/censor/h5/default/h5';
const PUBLISHER: Candidate = { account: '13900000021', password: 'Portal@2026' };
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const { freshPage } = useBrowserPerFile(baseUrl);

/** A day counted from today, as the date pickers take it. */
function day(offset: number): string {
  const d = new Date(Date.now() + offset * 86_400_000);
  return d.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
}

async function snap(page: Page, name: string): Promise<void> {
  // a confirmation's mask fades out after it closed
  await page.locator('.ant-modal-mask:visible').waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
  await settle(page);
  await page.screenshot({ path: join(SCREENSHOTS, `publishing-${name}.png`) });
  // the workspace's own pages (the preview draws the candidates' page, which the route walk checks, in a frame)
  if (!name.includes('preview')) expect(await axeProblems(page, page.url()), `axe on the publishing ${name}`).toEqual([]);
}

async function setLocale(page: Page, locale: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('umi_locale', l), locale);
}

/** antd's date picker: type the day and confirm it with Enter. */
async function pickDate(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

async function chooseOption(page: Page, label: string, option?: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
}

async function confirmDialog(page: Page): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm:visible');
  await dialog.waitFor({ timeout: 10_000 });
  await dialog.getByRole('button', { name: /^确\s*定$|^OK$/ }).click();
}

describe('publishers: write, preview, publish and close a position', () => {
  it('the publisher writes a position, fixes the deadline, previews, publishes and closes it; the public page says closed', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const title = `数据平台工程师 ${stamp}`;
    const desk = await freshPage('desktop');
    const { page } = desk;
    await page.setViewportSize(DESKTOP);

    // censorlogin lands a publisher on the workspace; the menus offer publishing, not reviewing
    await page.goto(`${PORTAL_PC}/censorlogin`, { waitUntil: 'load' });
    await submitLogin(page, PUBLISHER, `${CENSOR_PC}/publish`);
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: '职位发布' }).waitFor({ timeout: 20_000 });
    expect(await nav.getByRole('link').allInnerTexts()).not.toContain('审查工作台');
    await page.getByRole('heading', { level: 2, name: '职位发布' }).waitFor({ timeout: 20_000 });
    await snap(page, 'list-zh');

    // a new position: the form, with rich text
    await page.getByRole('link', { name: '新建职位' }).click();
    await waitForPath(page, `${CENSOR_PC}/publish/new`);
    await page.getByLabel('职位名称', { exact: true }).fill(title);
    await page.getByLabel('职位编码', { exact: true }).fill(`E2E-${stamp}`);
    await chooseOption(page, '招聘单位');
    await chooseOption(page, '招聘类型', '社会招聘');
    await page.getByLabel('工作地点', { exact: true }).click();
    await page.keyboard.type('海淀区');
    await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item').filter({ hasText: '海淀区' }).first().click();
    await page.getByLabel('招聘人数', { exact: true }).fill('3');
    await pickDate(page, '报名开始日期', day(10));
    await pickDate(page, '报名截止日期', day(5));
    const duty = page.getByRole('textbox', { name: '岗位职责' });
    await duty.click();
    await page.getByRole('button', { name: '加粗' }).first().click();
    await page.keyboard.type('负责数据平台的设计与建设');
    await page.getByRole('textbox', { name: '任职要求' }).click();
    await page.keyboard.type('本科及以上学历，三年以上相关经验');
    expect(await duty.innerHTML()).toContain('<strong>负责数据平台的设计与建设</strong>');

    // publishing refuses a deadline before the start: the message is on the deadline's field, and nothing typed is lost
    await page.getByRole('button', { name: '立即发布' }).click();
    await confirmDialog(page);
    const deadlineItem = page.locator('[data-field="deadline"]');
    await expectShown(deadlineItem, '截止日期不能早于发布日期', "the deadline's field error");
    expect(await page.getByLabel('职位名称', { exact: true }).inputValue()).toBe(title);
    await snap(page, 'form-zh');

    await pickDate(page, '报名截止日期', day(40));
    await page.getByRole('button', { name: '预览' }).click();
    await page.waitForURL((url) => /\/publish\/preview\/\d+$/.test(url.pathname), { timeout: 20_000 });
    const draftId = /\/publish\/preview\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
    await page.getByRole('heading', { level: 2, name: title }).waitFor({ timeout: 20_000 });
    const phone = page.frameLocator('iframe.pc-terminal-preview__screen');
    await phone.getByRole('heading', { name: title }).waitFor({ timeout: 20_000 });
    await expectShown(phone.locator('body'), '负责数据平台的设计与建设', 'the duties in the h5 look');
    await snap(page, 'preview-zh');

    // the same pages in English
    await setLocale(page, 'en-US');
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('button', { name: 'Publish now' }).waitFor({ timeout: 20_000 });
    await phone.getByRole('heading', { name: title }).waitFor({ timeout: 20_000 });
    await snap(page, 'preview-en');
    await page.goto(`${CENSOR_PC}/publish/draft/${draftId}`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 2, name: title }).waitFor({ timeout: 20_000 });
    await snap(page, 'form-en');
    await page.goto(`${CENSOR_PC}/publish`, { waitUntil: 'load' });
    await page.getByRole('tab', { name: 'Drafts' }).waitFor({ timeout: 20_000 });
    await expectShown(page.locator('.pc-record-table tbody'), title, 'the draft in the list');
    await snap(page, 'list-en');
    await setLocale(page, 'zh-CN');

    // publish from the preview; the position is under 已发布
    await page.goto(`${CENSOR_PC}/publish/preview/${draftId}`, { waitUntil: 'load' });
    await page.getByRole('button', { name: '立即发布' }).click();
    await confirmDialog(page);
    await page.waitForURL((url) => url.pathname === `${CENSOR_PC}/publish` && url.searchParams.get('status') === 'published', { timeout: 20_000 });
    const row = page.locator('.pc-record-table tbody tr').filter({ hasText: title });
    await row.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('tab', { name: '已发布' }).getAttribute('aria-selected')).toBe('true');
    const href = (await row.getByRole('link', { name: title }).getAttribute('href')) ?? '';
    const positionId = /\/publish\/position\/(\d+)$/.exec(href)?.[1];
    expect(positionId, 'a published row leads to its position').toBeTruthy();

    // closing it: it leaves 已发布 and is under 已关闭
    await row.getByRole('button', { name: '关闭' }).click();
    await confirmDialog(page);
    await expect.poll(() => row.count(), { timeout: 10_000, message: 'the closed position leaves 已发布' }).toBe(0);
    await page.getByRole('tab', { name: '已关闭' }).click();
    await page.locator('.pc-record-table tbody tr').filter({ hasText: title }).waitFor({ timeout: 20_000 });
    // the refused publish (the deadline before the start) is the one failed call
    expect(desk.report({ allowHttp: [/^400 POST .*\/publish\/draft\/publish\?/] }), 'console errors, uncaught errors or failed requests').toEqual([]);

    // the public page says it is closed
    const open = async () => {
      await page.goto(`${PORTAL_PC}/recruitmentview/${positionId}`, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 2, name: title }).waitFor({ timeout: 20_000 });
      return page.locator('.pc-detail').innerText();
    };
    await expect.poll(open, { timeout: 15_000, message: 'the public page says closed' }).toContain('该职位已停止招聘');
  });

  it('h5: the workspace is for the desktop', async () => {
    const { page } = await freshPage('phone');
    await page.setViewportSize(PHONE);
    await page.goto(`${CENSOR_H5}/publish`, { waitUntil: 'load' });
    await page.getByText('请在电脑上使用工作台').waitFor({ timeout: 20_000 });
    await snap(page, 'h5-message-zh');
    await setLocale(page, 'en-US');
    await page.reload({ waitUntil: 'load' });
    await page.getByText('Use the workspace on a computer').waitFor({ timeout: 20_000 });
    await snap(page, 'h5-message-en');
  });
});
