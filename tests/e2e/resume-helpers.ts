// What the resume e2e tests share: the demo candidates, made-up ID numbers with a computed check digit,
// a tiny PNG for the photo, logging in through the login form, and driving the fields of both terminals:
// pc (antd 5 + @formily/antd-v5: Select, Cascader, DatePicker, AutoComplete, Upload) and h5 (antd-mobile:
// bottom-sheet check lists, wheel pickers in a popup, ImageUploader). Field names come from the zh-CN catalogue,
// so a reworded label follows the schemas.
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { idCardCheckDigit } from '@/src/core/validation';
import { message } from '@/src/core/validation/messages';
import { zh } from './schema-files';
import { SCREENSHOTS } from './browser-per-file';

export const PC_BASE = '/site/1/1001/portal/pc/default/pc';
export const H5_BASE = '/site/1/1001/portal/h5/default/h5/layout';
export const PC_RESUME = `${PC_BASE}/resumeedit/1`;
export const H5_RESUME = `${H5_BASE}/resumeedit/1`;
export const h5Part = (partId: string) => `${H5_BASE}/resumeeditpart/${partId}`;

export type Terminal = 'pc' | 'h5';

export interface Candidate {
  account: string;
  password: string;
}

/** Portal 1001's demo candidates (server/db/seed/candidates.ts). */
export const DEMO_CANDIDATE: Candidate = { account: '13800000001', password: 'Portal@2026' };
export const SECOND_CANDIDATE: Candidate = { account: '13800000011', password: 'Portal@2026' };

// ---- the words the pages show ----

/** The zh-CN name of a resume field (schemas/forms/resume/social.json -> schemas/locales/zh-CN/resume.json). */
export const fieldName = (id: string) => zh(`resume.field.${id}`);

export const LABEL = {
  name: fieldName('name'),
  gender: fieldName('gender'),
  idType: fieldName('IDType'),
  idCard: fieldName('IDCard'),
  birthday: fieldName('Birthday'),
  nation: fieldName('nation'),
  politics: fieldName('politics'),
  mobile: fieldName('Mobilephone'),
  email: fieldName('Email'),
  residence: fieldName('residence'),
  workYears: fieldName('workYears'),
  photo: fieldName('photo'),
  school: fieldName('school'),
  major: fieldName('major'),
  education: fieldName('education'),
  degree: fieldName('degree'),
  // educationList: startDate is named enrolDate, endDate graduateDate
  enrolDate: fieldName('enrolDate'),
  graduateDate: fieldName('graduateDate'),
  expectedRegion: fieldName('expectedRegion'),
  selfAssessment: fieldName('selfAssessment'),
};

/** The spec's validation messages, exactly as the spec gives them. */
export const MSG = {
  idCard: '请输入正确的身份证号！',
  birthday: '出生日期与证件号不符！',
  incomplete: '您的简历填写不完善，请补充完整',
  /** educationList.endDate: validateExpression gte against education.startDate -> dateGte */
  graduateBeforeEnrol: message('dateGte', 'zh-CN', { field: LABEL.graduateDate, other: LABEL.enrolDate }),
};

// ---- made-up ID numbers (GB 11643), never a real person's ----

/** An 18-character resident ID number: region + YYYYMMDD + sequence + the computed check digit. */
export function idNumber(birth: string, region = '110105', sequence = '123'): string {
  const first17 = `${region}${birth.replace(/-/g, '')}${sequence}`;
  const check = idCardCheckDigit(first17);
  if (!check) throw new Error(`no check digit for ${first17}`);
  return first17 + check;
}

/** The same number with a wrong check digit: the shape is right, the number is not. */
export function wrongIdNumber(birth: string): string {
  const good = idNumber(birth);
  const wrong = good.endsWith('0') ? '1' : '0';
  return good.slice(0, 17) + wrong;
}

/** A valid 1x1 PNG (the server judges uploads by their first bytes). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

// ---- waiting ----

/** expect.poll gives up after 1 s unless told otherwise: too short for a page on a busy 2-core machine. */
export const POLL_MS = 10_000;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const exactText = (s: string) => new RegExp(`^\\s*${escapeRe(s)}\\s*$`);

/** Waits until one of the visible texts of `locator` contains `text`; fails with what was shown instead. */
export async function expectShown(locator: Locator, text: string, what: string, timeout = 10_000): Promise<void> {
  await expect
    .poll(async () => (await locator.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()), { timeout, message: `${what} should show "${text}"` })
    .toEqual(expect.arrayContaining([expect.stringContaining(text)]));
}

/** Waits until the page's path (no query) is `path`. */
export async function waitForPath(page: Page, path: string, timeout = 20_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

// ---- login through the form ----

/** The login page of a terminal, returning to `back`. */
export const loginUrl = (terminal: Terminal, back: string) => `${terminal === 'pc' ? PC_BASE : H5_BASE}/login?redirect=${encodeURIComponent(back)}`;

/**
 * Fills the login form the page shows (pc or h5: both name the fields 账号 and 密码), submits it and waits
 * until the app has gone back to `landsOn`.
 */
export async function submitLogin(page: Page, candidate: Candidate, landsOn: string): Promise<void> {
  const account = page.getByRole('textbox', { name: '账号', exact: true });
  await account.waitFor({ state: 'visible', timeout: 20_000 });
  await account.fill(candidate.account);
  await page.getByLabel('密码', { exact: true }).fill(candidate.password);
  // antd puts a space between two Chinese characters of a button: 登 录
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await waitForPath(page, landsOn);
}

/** Opens the login page with ?redirect=`back`, logs in and waits to be back at `back`. */
export async function loginThroughUi(page: Page, terminal: Terminal, candidate: Candidate, back: string): Promise<void> {
  await page.goto(loginUrl(terminal, back), { waitUntil: 'load' });
  await submitLogin(page, candidate, back);
}

// ---- pc: antd 5 + @formily/antd-v5 ----

/** A section card of the pc editor (`resume-section-{sectionId}`). */
export const pcSection = (page: Page, sectionId: string) => page.locator(`#resume-section-${sectionId}`);

/** Every control names itself after its field (aria-label, renderers/pc/fields/labelled.ts). */
export const pcControl = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

/** The FormItem around a control: its label, the control and the error under it. */
export const pcItem = (scope: Locator, label: string) =>
  // a `has` locator is matched inside each candidate: it starts at the page, not at `scope`
  scope.locator('.ant-formily-item').filter({ has: scope.page().getByLabel(label, { exact: true }) });

/** The error texts under a field. */
export const pcErrors = (scope: Locator, label: string) => pcItem(scope, label).locator('.ant-formily-item-error-help');

/** Types into a text field (replacing what is there). */
export async function pcType(scope: Locator, label: string, value: string): Promise<void> {
  await pcControl(scope, label).fill(value);
}

/**
 * An antd Select with search: type, then click the option in the open dropdown. On a loaded machine a click can
 * land while the dropdown still moves in (or the last picker's moves out) and choose nothing; a person then tries
 * again, and so does this, up to three times.
 */
export async function pcSelect(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  const shown = () => pcItem(scope, label).locator('.ant-select-selection-item').allInnerTexts();
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    // the box, not its search input: a chosen value's text lies over the input
    await pcItem(scope, label).locator('.ant-select-selector').first().click();
    await box.pressSequentially(option);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: exactText(option) }).first().click();
    const timeout = attempt === 3 ? POLL_MS : 3_000;
    const chosen = await expect.poll(shown, { timeout, message: `${label} shows ${option}` }).toEqual([option]).then(() => true, (error: unknown) => {
      if (attempt === 3) throw error;
      return false;
    });
    if (chosen) return;
    await box.press('Escape');
  }
}

/** An antd Cascader with search: type the last level's name, click the "province / city" row. */
export async function pcRegion(page: Page, scope: Locator, label: string, city: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await pcItem(scope, label).locator('.ant-select-selector').first().click();
  await box.pressSequentially(city);
  await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item').filter({ hasText: city }).first().click();
  await expect.poll(() => pcItem(scope, label).locator('.ant-select-selection-item').allInnerTexts(), { timeout: POLL_MS, message: `${label} shows ${city}` }).toEqual([
    expect.stringContaining(city),
  ]);
}

/** antd's DatePicker (day or month): type YYYY-MM-DD or YYYY-MM, Enter, then Escape. */
export async function pcDate(scope: Locator, label: string, value: string): Promise<void> {
  const input = pcControl(scope, label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await input.press('Escape');
  await expect.poll(() => input.inputValue(), { timeout: POLL_MS, message: `${label} holds ${value}` }).toBe(value);
}

/** School / major: free text with suggestions (AutoComplete); Escape closes the suggestions, the text stays. */
export async function pcLookup(scope: Locator, label: string, value: string): Promise<void> {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Escape');
  await expect.poll(() => input.inputValue(), { timeout: POLL_MS, message: `${label} holds ${value}` }).toBe(value);
}

/** The photo: the Upload's file input, then the uploaded picture shown in the box. */
export async function pcPhoto(scope: Locator): Promise<void> {
  await scope.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await scope.locator('.pc-photo__img').waitFor({ state: 'visible', timeout: 10_000 });
}

// ---- h5: antd-mobile ----

/** The one-part form of resumeeditpart/{partId}. */
export const h5Form = (page: Page) => page.locator('.h5-resume-form');

/** Controls are labelled by <label for> (renderers/h5/fields/form-item.tsx): inputs and picker buttons alike. */
export const h5Control = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

/** The field block (.h5-field) around a control. */
export const h5Item = (scope: Locator, label: string) => scope.locator('.h5-field').filter({ has: scope.page().getByLabel(label, { exact: true }) });

/** The error texts under a field. */
export const h5Errors = (scope: Locator, label: string) => h5Item(scope, label).locator('.h5-field__error');

const visiblePicker = (page: Page) => page.locator('.adm-picker:visible');
const visibleSheet = (page: Page) => page.locator('.h5-option-popup:visible');

/** Waits until no popup (picker or bottom sheet) is left on screen. */
async function popupsGone(page: Page): Promise<void> {
  await expect.poll(async () => (await visiblePicker(page).count()) + (await visibleSheet(page).count()), { timeout: POLL_MS, message: 'the popup closes' }).toBe(0);
}

/**
 * A term of a dictionary: the trigger opens a bottom sheet with a check list; a tap on a row chooses it.
 * The sheet searches long lists, so a row out of view is typed for first.
 */
export async function h5Select(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await h5Control(scope, label).click();
  const sheet = visibleSheet(page);
  await sheet.waitFor({ state: 'visible' });
  await sheet.locator('.adm-check-list-item').filter({ hasText: exactText(option) }).first().click();
  await popupsGone(page);
  await expect.poll(() => h5Control(scope, label).innerText(), { timeout: POLL_MS, message: `${label} shows ${option}` }).toBe(option);
}

/** School / major: the sheet's search box, then the suggestion of that name or 使用“name”. */
export async function h5Lookup(page: Page, scope: Locator, label: string, value: string): Promise<void> {
  await h5Control(scope, label).click();
  const sheet = visibleSheet(page);
  await sheet.waitFor({ state: 'visible' });
  await sheet.locator('input').first().fill(value);
  const choice = sheet.locator('.h5-option-popup__typed').or(sheet.locator('.adm-check-list-item').filter({ hasText: exactText(value) }));
  await choice.first().click();
  await popupsGone(page);
  await expect.poll(() => h5Control(scope, label).innerText(), { timeout: POLL_MS, message: `${label} shows ${value}` }).toBe(value);
}

/**
 * antd-mobile's wheel picker (DatePicker, CascadePicker): each column's items carry an onClick that scrolls
 * the wheel to them (picker-view/wheel.js), so a click event on the item chooses it without dragging; the
 * items sit in a transformed, clipped wheel, so the event is dispatched rather than aimed at a point.
 * Columns are chosen left to right (a year changes the months offered), then 确定.
 */
export async function h5Wheel(page: Page, labels: string[]): Promise<void> {
  const picker = visiblePicker(page);
  await picker.waitFor({ state: 'visible' });
  const columns = picker.locator('.adm-picker-view-column');
  for (const [index, label] of labels.entries()) {
    const column = columns.nth(index);
    const active = column.locator('.adm-picker-view-column-item-active');
    if ((await active.innerText().catch(() => '')).trim() !== label) {
      await column.locator('.adm-picker-view-column-item').filter({ hasText: exactText(label) }).first().dispatchEvent('click');
    }
    await expect.poll(() => active.innerText(), { timeout: POLL_MS, message: `wheel column ${index + 1} on ${label}` }).toBe(label);
  }
  await picker.locator('.adm-picker-header-button').filter({ hasText: '确定' }).click();
  await popupsGone(page);
}

/** A date (YYYY-MM-DD) or month (YYYY-MM) field: open its wheel, pick year, month (and day), confirm. */
export async function h5Date(page: Page, scope: Locator, label: string, value: string): Promise<void> {
  await h5Control(scope, label).click();
  await h5Wheel(page, value.split('-').map((part) => String(Number(part))));
  await expect.poll(() => h5Control(scope, label).innerText(), { timeout: POLL_MS, message: `${label} shows ${value}` }).toBe(value);
}

/** A region, found as a person on a phone finds one among 3,000: type the city's name, tap "province city". */
let regionShot: Promise<void> | undefined;

export async function h5Region(page: Page, scope: Locator, label: string, province: string, city: string): Promise<void> {
  await h5Control(scope, label).click();
  const sheet = visibleSheet(page);
  await sheet.waitFor({ state: 'visible' });
  await sheet.getByRole('searchbox').or(sheet.locator('input')).first().fill(city);
  const found = sheet.locator('.adm-check-list-item').filter({ hasText: exactText(`${province} ${city}`) }).first();
  await found.waitFor({ state: 'visible' });
  // the region sheet with its search, once a run, for a person to look at
  if (!regionShot) regionShot = page.screenshot({ path: join(SCREENSHOTS, 'h5-region-search.png') }).then(() => undefined);
  await regionShot;
  await found.click();
  await popupsGone(page);
  await expect.poll(() => h5Control(scope, label).innerText(), { timeout: POLL_MS, message: `${label} shows ${province} ${city}` }).toBe(`${province} ${city}`);
}

/** Types into a text input (replacing what is there). */
export async function h5Type(scope: Locator, label: string, value: string): Promise<void> {
  await h5Control(scope, label).fill(value);
}

/**
 * The photo field of a part (`fieldId`, e.g. photo). Its label points at the uploader's wrapper <div>, not at
 * a control, so the field is found by its Formily address (data-field). A photo already there is kept
 * (ImageUploader hides its file input at maxCount).
 */
export const h5PhotoField = (scope: Locator, fieldId: string) => scope.locator(`.h5-field[data-field$=".${fieldId}"]`);

/** Uploads TINY_PNG unless the field holds a photo; waits until a photo shows and no upload is pending. */
export async function h5Photo(scope: Locator, fieldId: string): Promise<void> {
  const item = h5PhotoField(scope, fieldId);
  const input = item.locator('input[type=file]');
  const wrap = item.locator('.adm-image-uploader-upload-button-wrap');
  if ((await input.count()) > 0 && (await wrap.isVisible())) {
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: TINY_PNG });
  }
  await item.locator('.adm-image-uploader-cell img').first().waitFor({ state: 'visible', timeout: 10_000 });
  await expect.poll(() => item.locator('.adm-image-uploader-cell-loading, .adm-image-uploader-cell-fail').count(), { timeout: POLL_MS, message: 'the photo has uploaded' }).toBe(0);
}

/** The photos the field shows (cells with a picture; the upload button aside). */
export const h5PhotoCount = (scope: Locator, fieldId: string) => h5PhotoField(scope, fieldId).locator('.adm-image-uploader-cell:not(.adm-image-uploader-upload-button)').count();

/** The toasts on screen. */
export const h5Toasts = (page: Page) => page.locator('.adm-toast-main');

/** The dialog of a refused h5 save: titled with the notice, listing the failing fields. */
export const h5SaveDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('.h5-save-notice') });

/**
 * Taps 保存 on an h5 part and returns what it answers: the toast's text (保存成功), or for a refused save the
 * dialog's title (the notice) and its lines (counts and failing fields), closing the dialog with 确定.
 */
export async function h5Save(page: Page): Promise<{ text: string; lines: string[] }> {
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  const toast = h5Toasts(page).first();
  const dialog = h5SaveDialog(page).last();
  await toast.or(dialog).first().waitFor({ state: 'visible', timeout: 10_000 });
  if (!(await dialog.isVisible())) return { text: (await toast.innerText()).replace(/\s+/g, ' ').trim(), lines: [] };
  const text = (await dialog.locator('.adm-dialog-title').innerText()).trim();
  const lines = (await dialog.locator('.h5-save-notice p, .h5-save-notice li').allInnerTexts()).map((l) => l.trim());
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return { text, lines };
}

/**
 * The part editor offers a draft newer than the saved resume (发现未保存的草稿) right after it opens; answers
 * it when it shows within `wait` ms. Returns whether it showed.
 */
export async function answerDraftOffer(page: Page, restore: boolean, wait = 1_500): Promise<boolean> {
  // the .adm-dialog root is a 0x0 box: the visible part is its role=dialog wrap
  const dialog = page.getByRole('dialog').filter({ hasText: '未保存的草稿' });
  const shown = await dialog
    .waitFor({ state: 'visible', timeout: wait })
    .then(() => true)
    .catch(() => false);
  if (!shown) return false;
  await dialog.getByRole('button', { name: restore ? '恢复草稿' : '放弃' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return true;
}
