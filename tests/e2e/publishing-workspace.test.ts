// The publishers' workspace in Chromium, on demo portal 1001: the publisher 13900000021 (role publisher only) signs in
// at censorlogin and lands on the workspace (publish), whose menus offer publishing and no reviewing; writes a new
// position in the form (rich text in the duties), is told on the field that the deadline comes before the start,
// fixes it, previews it (the desktop look and the h5 look in a phone frame), publishes it, finds it under 已发布;
// a candidate (registered and given a complete resume through the API) finds it by its title in the public search,
// applies and sees it in the application assistant; the publisher closes it, and the public page says it is closed.
// The import: from the list's 导入职位, the template downloaded from the page, filled with two rows; a file with a bad
// row gets its table of problems and no import, the corrected one is imported and the list shows both rows.
// Screenshots of the list, the form, the preview and the import (a check with errors, a finished import) (1366x900,
// zh-CN and en-US) and of the h5 message (390x844) go to test-results/screenshots/publishing-*.png.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillTemplate, zhRow } from '@/tests/api/import-sheets';
import { workerBaseUrl } from './base-url';
import { axeProblems } from './axe';
import { settle } from './browser';
import { SCREENSHOTS, useBrowserPerFile } from './browser-per-file';
import { completeResumeByApi } from './complete-resume-by-api';
import { registerByApi } from './register-by-api';
import { expectShown, loginThroughUi, submitLogin, waitForPath, type Candidate } from './resume-helpers';

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

/** Two rows of the downloaded template for units the publisher manages (U2, U3); `bad`: the second for U4, outside. */
async function importFiles(template: Buffer, stamp: string): Promise<{ good: Buffer; bad: Buffer; titles: string[] }> {
  const titles = [1, 2].map((n) => `表格导入岗位${n} ${stamp}`);
  const row = (n: number, unit: string) => zhRow(`IMP-${stamp}-${n}`, { 职位名称: titles[n - 1], 单位编码: unit, 报名截止: new Date(`${day(60)}T00:00:00Z`) });
  return { good: await fillTemplate(template, [row(1, 'U2'), row(2, 'U3')]), bad: await fillTemplate(template, [row(1, 'U2'), row(2, 'U4')]), titles };
}

/** The import page's file input (visually a button) given a file, as a person choosing it would. */
async function chooseFile(page: Page, label: string, buffer: Buffer): Promise<void> {
  await page.getByLabel(label, { exact: true }).setInputFiles({ name: 'positions.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
}

/** Checks the bad file (its table of problems, no import offered), then imports the good one: what the page says after. */
async function importOnPage(page: Page, files: { good: Buffer; bad: Buffer }, words: { choose: string; problems: string; submit: string; done: string }, name: string): Promise<string> {
  await chooseFile(page, words.choose, files.bad);
  const problems = page.getByRole('table', { name: words.problems });
  await expectShown(problems.locator('tbody tr'), '单位编码', 'the bad row in the table of problems');
  expect(await problems.locator('tbody tr').first().locator('td').first().innerText()).toBe('3');
  expect(await page.getByRole('button', { name: words.submit }).count(), 'no import of a file with a bad row').toBe(0);
  await snap(page, `import-check-${name}`);
  await chooseFile(page, words.choose, files.good);
  await page.getByRole('button', { name: words.submit }).click();
  await page.getByRole('heading', { name: words.done }).waitFor({ timeout: 20_000 });
  await snap(page, `import-done-${name}`);
  return page.locator('.pc-record-import [role="status"]').innerText();
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
    // the candidate is set up through the API while the publisher works in the browser
    const applicant = (async () => {
      const candidate = await registerByApi(baseUrl, 1001, '李想');
      await completeResumeByApi(baseUrl, 1001, candidate, 'social');
      return candidate;
    })();
    // a failure is thrown where the candidate is awaited
    applicant.catch(() => undefined);
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

    // the import: the template downloaded from the page and filled; a file with a bad row is not imported, a good one is
    await page.getByRole('link', { name: '导入职位' }).click();
    await waitForPath(page, `${CENSOR_PC}/publish/import`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载模板' }).click()]);
    expect(download.suggestedFilename()).toBe('职位导入模板.xlsx');
    // the pointer leaves the button it pressed (antd's hover colour is lighter than its text colour)
    await page.mouse.move(0, 0);
    const files = await importFiles(await readFile(await download.path()), stamp);
    const zhWords = { choose: '选择文件', problems: '有错误的行', submit: '导入 2 行', done: '导入完成' };
    expect(await importOnPage(page, files, zhWords, 'zh')).toBe('新建 2 个，更新 0 个，未变 0 个。');
    await page.getByRole('link', { name: '返回列表' }).last().click();
    await waitForPath(page, `${CENSOR_PC}/publish`);
    await page.getByRole('tab', { name: '已发布' }).click();
    for (const imported of files.titles) await expectShown(page.locator('.pc-record-table tbody'), imported, 'the imported position in the list');

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
    // the same file again changes nothing
    await page.goto(`${CENSOR_PC}/publish/import`, { waitUntil: 'load' });
    const enWords = { choose: 'Choose file', problems: 'Rows with problems', submit: 'Import 2 rows', done: 'Import complete' };
    expect(await importOnPage(page, files, enWords, 'en')).toBe('0 created, 0 updated, 2 unchanged.');
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

    // a candidate finds it by its title in the public search, applies, and sees it in the application assistant
    const seeker = await freshPage('desktop');
    const search = `${PORTAL_PC}/recruitment/all/searchAll`;
    await loginThroughUi(seeker.page, 'pc', await applicant, search);
    const box = seeker.page.getByRole('search').locator('input').first();
    await box.fill(title);
    await box.press('Enter');
    await seeker.page.waitForURL((url) => url.searchParams.get('keyword') === title, { timeout: 10_000 });
    const found = seeker.page.locator('.pc-positions__title').filter({ hasText: title });
    await found.waitFor({ timeout: 20_000 });
    await seeker.page.goto((await found.getAttribute('href')) ?? '', { waitUntil: 'load' });
    await seeker.page.getByRole('link', { name: '立即申请' }).click();
    await waitForPath(seeker.page, `${PORTAL_PC}/apply/delivery/${positionId}/social`);
    await seeker.page.getByRole('heading', { name: '简历已满足该职位的要求' }).waitFor({ timeout: 20_000 });
    await seeker.page.getByRole('button', { name: '确认投递' }).click();
    await seeker.page.getByRole('heading', { name: '投递成功' }).waitFor({ timeout: 15_000 });
    await seeker.page.goto(`${PORTAL_PC}/usercenter`, { waitUntil: 'load' });
    await expectShown(seeker.page.locator('li.pc-delivery').filter({ hasText: title }), '投递成功', 'the application in the assistant');
    expect(seeker.report(), 'the candidate: console errors, uncaught errors or failed requests').toEqual([]);

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
    // a publisher's whole day in one walk (about 60 s alone; more when the machine is busy)
  }, 150_000);

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
