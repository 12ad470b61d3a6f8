// The resume helps (fills what it knows, names the gaps), in Chromium as a new candidate would meet it, on pc and h5 of demo
// portal 1001 (social template): the account's name and mobile are there already; typing a valid ID number
// fills in the birthday and gender it holds; an emptied required field says 请填写{field}, and the half-done resume
// saves on pc with what is missing counted; a save on h5 with
// a birthday unlike the ID lists the failing fields as pc does; the English resume speaks English.
// Screenshots go to test-results/screenshots/resume-help-*.png.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { settle, type WatchedPage } from './browser';
import { SCREENSHOTS, useBrowserPerFile } from './browser-per-file';
import { registerByApi } from './register-by-api';
import {
  expectShown,
  fieldName,
  h5Control,
  h5Date,
  h5Errors,
  h5Form,
  h5Part,
  h5SaveDialog,
  h5Type,
  idNumber,
  LABEL,
  loginThroughUi,
  MSG,
  pcControl,
  pcErrors,
  pcItem,
  pcSection,
  pcType,
  PC_RESUME,
  POLL_MS,
  type Candidate,
} from './resume-helpers';

const baseUrl = workerBaseUrl();

/** A woman born 1992-03-15: sequence 124, its last digit (the ID's 17th) even. */
const BIRTH = '1992-03-15';
const ID = idNumber(BIRTH, '110105', '124');

const { freshPage } = useBrowserPerFile(baseUrl);

function expectClean(watched: WatchedPage, where: string): void {
  expect(watched.report(), `console errors, uncaught errors or failed requests (${where})`).toEqual([]);
}

async function openPc(page: Page, candidate: Candidate): Promise<void> {
  await loginThroughUi(page, 'pc', candidate, PC_RESUME);
  await page.locator('.pc-resume-editor').waitFor({ state: 'visible', timeout: 20_000 });
  await settle(page);
}

describe('the resume helps on pc', () => {
  it('takes the account\'s name and mobile, fills birthday and gender from the ID, says 请填写 for an empty field, and saves the half-done resume', async () => {
    const candidate = await registerByApi(baseUrl, 1001, '林晓');
    const watched = await freshPage('desktop');
    const { page } = watched;
    await openPc(page, candidate);
    const personal = pcSection(page, 'personal');
    expect(await pcControl(personal, LABEL.name).inputValue(), 'the name from the account').toBe('林晓');
    expect(await pcControl(personal, LABEL.mobile).inputValue(), 'the mobile from the account').toBe(candidate.account);

    await pcType(personal, LABEL.idCard, ID);
    await expect.poll(() => pcControl(personal, LABEL.birthday).inputValue(), { timeout: POLL_MS, message: 'the birthday from the ID' }).toBe(BIRTH);
    await expect.poll(() => pcItem(personal, LABEL.gender).locator('.ant-select-selection-item').allInnerTexts(), { timeout: POLL_MS, message: 'the gender from the ID' }).toEqual(['女']);
    expect(await pcErrors(personal, LABEL.birthday).allInnerTexts(), 'a filled-in birthday matches the ID').toEqual([]);
    await pcItem(personal, LABEL.idCard).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'resume-help-pc-id.png') });

    await pcType(personal, LABEL.name, '');
    await expectShown(pcErrors(personal, LABEL.name), `请填写${LABEL.name}`, 'the emptied name');
    expect(await pcErrors(personal, LABEL.name).allInnerTexts()).not.toContain(`请填写正确的${LABEL.name}`);

    // a half-done resume saves: the message counts what the bar counts, and applying will ask for the rest (the
    // first notice loads its holder: on a loaded machine that, the check and the call take a while)
    await page.getByRole('button', { name: '保存简历' }).click();
    const saved = page.locator('.ant-message').filter({ hasText: '简历已保存，还有' });
    await saved.waitFor({ timeout: 30_000 });
    const said = (await saved.innerText()).replace(/\s+/g, ' ');
    expect(said).toContain('投递前请补充完整');
    await expectShown(page.locator('.pc-resume-savebar__state'), '已保存于', 'the save bar after the save');
    // the bar settles a moment after a change: read once the save is there
    const bar = (await page.locator('.pc-resume-savebar__missing').innerText()).trim();
    expect(said, 'the message counts what the bar counts').toContain(bar);
    expect(await page.locator('.pc-resume-savebar__state').innerText()).not.toContain('有未保存的修改');
    // saved: the empty name waits for the application, counted in the bar, no longer marked as a fault
    await expect.poll(() => pcErrors(personal, LABEL.name).allInnerTexts(), { timeout: POLL_MS, message: 'the emptied name after the save' }).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'resume-help-pc-half-saved.png') });
    expectClean(watched, 'pc resume help');
  });

  it('speaks English with en-US', async () => {
    const candidate = await registerByApi(baseUrl, 1001, 'Lin Xiao');
    const watched = await freshPage('desktop');
    const { page } = watched;
    await openPc(page, candidate);
    // the candidate switches to English (src/i18n/locale.ts keeps the choice in localStorage umi_locale)
    await page.evaluate(() => localStorage.setItem('umi_locale', 'en-US'));
    await page.reload({ waitUntil: 'load' });
    await page.locator('.pc-resume-editor').waitFor({ state: 'visible', timeout: 20_000 });
    await settle(page);
    const personal = pcSection(page, 'personal');
    await pcType(personal, 'ID number', ID);
    await expect.poll(() => pcControl(personal, 'Date of birth').inputValue(), { timeout: POLL_MS, message: 'the birthday from the ID' }).toBe(BIRTH);
    await pcType(personal, 'Name', '');
    await expectShown(pcErrors(personal, 'Name'), 'Please fill in Name', 'the emptied name in English');
    await expectShown(page.locator('.pc-resume-nav'), 'Not started', 'an empty section in the nav');
    await page.screenshot({ path: join(SCREENSHOTS, 'resume-help-pc-en.png') });
    expectClean(watched, 'pc resume in English');
  });
});

describe('the resume helps on h5', () => {
  it('fills birthday and gender from the ID, and a save with a wrong birthday lists the failing fields', async () => {
    const candidate = await registerByApi(baseUrl, 1001, '林晓');
    const watched = await freshPage('phone');
    const { page } = watched;
    await loginThroughUi(page, 'h5', candidate, h5Part('basicInfo'));
    const form = h5Form(page);
    await form.waitFor({ state: 'visible', timeout: 20_000 });
    await settle(page);
    expect(await h5Control(form, LABEL.name).inputValue(), 'the name from the account').toBe('林晓');

    await h5Type(form, LABEL.idCard, ID);
    await expect.poll(() => h5Control(form, LABEL.birthday).innerText(), { timeout: POLL_MS, message: 'the birthday from the ID' }).toBe(BIRTH);
    await expect.poll(() => h5Control(form, LABEL.gender).innerText(), { timeout: POLL_MS, message: 'the gender from the ID' }).toBe('女');

    // the candidate changes the birthday away from the ID: the rule still holds
    await h5Date(page, form, LABEL.birthday, '1992-03-16');
    await expectShown(h5Errors(form, LABEL.birthday), MSG.birthday, 'a birthday against the ID number');

    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    const dialog = h5SaveDialog(page).last();
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    await expectShown(dialog, MSG.incomplete, 'the notice');
    await expectShown(dialog, `${LABEL.birthday}正确填写后进行保存`, 'the birthday in the spec\'s words');
    await expectShown(dialog, '1 项填写有误', 'the count of wrong answers');
    // an empty field does not stop a save: it is counted, not listed
    expect(await dialog.innerText()).not.toContain(`请填写${fieldName('nation')}`);
    await page.screenshot({ path: join(SCREENSHOTS, 'resume-help-h5-save.png') });
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectShown(h5Errors(form, fieldName('nation')), `请填写${fieldName('nation')}`, 'the empty nation at its field');
    expectClean(watched, 'h5 resume help');
  });
});
