// The resume in Chromium, on the pc editor (resumeedit/1: the whole resume as one form) and on the h5 editor
// (resumeedit/1: the list of sections; resumeeditpart/{partId}: one part at a time), for demo portal 1001
// (social template): a guest is asked to sign in and comes back; the spec's field rules show their
// messages (wrong ID number, birthday against the ID, graduation before enrolment); a save with gaps shows
// 您的简历填写不完善，请补充完整; a complete resume saves and is there after a reload. Every test has its own
// browser context and logs in through the login form; no console error, uncaught error or failed request.
// Screenshots of both editors with their errors go to test-results/screenshots/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { bodyText, settle, type WatchedPage } from './browser';
import { SCREENSHOTS, useBrowserPerFile } from './browser-per-file';
import {
  answerDraftOffer,
  DEMO_CANDIDATE,
  expectShown,
  h5Control,
  h5Date,
  h5Errors,
  h5Form,
  h5Lookup,
  h5Part,
  h5Photo,
  h5PhotoCount,
  h5PhotoField,
  h5Region,
  h5Select,
  h5Save,
  h5Type,
  H5_RESUME,
  idNumber,
  LABEL,
  loginThroughUi,
  MSG,
  pcControl,
  pcDate,
  pcErrors,
  pcItem,
  pcLookup,
  pcPhoto,
  pcRegion,
  pcSection,
  pcSelect,
  pcType,
  PC_RESUME,
  POLL_MS,
  SECOND_CANDIDATE,
  submitLogin,
  waitForPath,
  wrongIdNumber,
} from './resume-helpers';

const baseUrl = workerBaseUrl();

/** The made-up person of these tests: born 1990-05-17, so the ID number says 19900517. */
const BIRTH = '1990-05-17';
const OTHER_BIRTHDAY = '1991-02-03';

const { freshPage } = useBrowserPerFile(baseUrl);

function expectClean(watched: WatchedPage, where: string): void {
  expect(watched.report(), `console errors, uncaught errors or failed requests (${where})`).toEqual([]);
}

/** The guest's sign-in prompt in place of the editor, its 去登录 link to the login page and back, and the login. */
async function guestSignsIn(page: Page, resumePath: string, loginPath: string): Promise<void> {
  await page.goto(resumePath, { waitUntil: 'load' });
  await settle(page);
  const prompt = page.locator('main').getByText('请先登录', { exact: true });
  await prompt.waitFor({ state: 'visible', timeout: 15_000 });
  const link = page.getByRole('link', { name: '去登录' });
  await expect.poll(() => link.count(), { timeout: POLL_MS, message: 'the prompt links to the login page' }).toBe(1);
  const href = (await link.getAttribute('href')) ?? '';
  const target = new URL(href, baseUrl);
  expect(target.pathname, 'the link goes to the login page').toBe(loginPath);
  expect(target.searchParams.get('redirect'), 'and asks it to come back to the resume').toBe(resumePath);
  await link.click();
  await waitForPath(page, loginPath);
  await submitLogin(page, DEMO_CANDIDATE, resumePath);
}

// ---------------------------------------------------------------- pc

describe('the resume on pc (resumeedit/1)', () => {
  /** Logs in through the form and waits for the editor (the form of the whole resume). */
  async function openEditor(watched: WatchedPage, candidate = DEMO_CANDIDATE): Promise<Page> {
    const { page } = watched;
    await loginThroughUi(page, 'pc', candidate, PC_RESUME);
    await page.locator('.pc-resume-editor').waitFor({ state: 'visible', timeout: 20_000 });
    await pcSection(page, 'personal').getByLabel(LABEL.name, { exact: true }).waitFor({ state: 'visible' });
    await settle(page);
    return page;
  }

  it('a guest sees 请先登录 with a link to the login page that brings them back to the resume', async () => {
    const watched = await freshPage('desktop');
    const { page } = watched;
    await guestSignsIn(page, PC_RESUME, '/site/1/1001/portal/pc/default/pc/login');
    await page.locator('.pc-resume-editor').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await page.locator('main').getByText('请先登录', { exact: true }).count(), 'the prompt is gone').toBe(0);
    expectClean(watched, 'pc guest -> login -> resume');
  });

  it('shows the ID, birthday and graduation-date errors and refuses to save with gaps', async () => {
    const watched = await freshPage('desktop');
    const page = await openEditor(watched);
    const personal = pcSection(page, 'personal');

    // a wrong ID number (its check digit does not match) with the resident ID type
    await pcSelect(page, personal, LABEL.idType, '居民身份证');
    await pcType(personal, LABEL.idCard, wrongIdNumber(BIRTH));
    await expectShown(pcErrors(personal, LABEL.idCard), MSG.idCard, 'the wrong ID number');
    const idInput = pcControl(personal, LABEL.idCard);
    await expect.poll(() => idInput.getAttribute('aria-invalid'), { timeout: POLL_MS, message: 'the wrong ID input is marked invalid' }).toBe('true');

    // a valid number, then a birthday that contradicts it
    await pcType(personal, LABEL.idCard, idNumber(BIRTH));
    await expect.poll(() => pcErrors(personal, LABEL.idCard).allInnerTexts(), { timeout: POLL_MS, message: 'a valid ID number has no error' }).toEqual([]);
    await expect.poll(() => idInput.getAttribute('aria-invalid'), { timeout: POLL_MS, message: 'a valid ID input is not marked' }).toBeNull();
    await pcDate(personal, LABEL.birthday, OTHER_BIRTHDAY);
    await expectShown(pcErrors(personal, LABEL.birthday), MSG.birthday, 'a birthday against the ID number');

    // a new education entry that ends before it starts
    const education = pcSection(page, 'education');
    await education.getByRole('button', { name: /添加/ }).click();
    const entry = education.locator('.pc-entries__item').last();
    await pcDate(entry, LABEL.enrolDate, '2015-09');
    await pcDate(entry, LABEL.graduateDate, '2012-06');
    await expectShown(pcErrors(entry, LABEL.graduateDate), MSG.graduateBeforeEnrol, 'graduation before enrolment');

    // save with gaps (and errors): the info notice, and the first failing section takes the focus
    await page.getByRole('button', { name: '保存简历' }).click();
    await expectShown(page.locator('.ant-notification-notice'), MSG.incomplete, 'the save notice');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''), { timeout: POLL_MS, message: 'the save moves to the first failing section' })
      .toBe('resume-section-personal-title');
    // the errors are still on their fields
    expect(await pcErrors(personal, LABEL.birthday).allInnerTexts()).toContain(MSG.birthday);

    await personal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'resume-pc-errors.png'), fullPage: true });
    expectClean(watched, 'pc resume with errors');
  });

  it('saves a resume with every required field filled and shows it again after a reload', async () => {
    const watched = await freshPage('desktop');
    const page = await openEditor(watched, SECOND_CANDIDATE);
    const stamp = Date.now().toString(36);
    const email = `e2e.${stamp}@example.com`;
    const id = idNumber(BIRTH, '310115', '246');

    const personal = pcSection(page, 'personal');
    await pcType(personal, LABEL.name, '王芳');
    await pcSelect(page, personal, LABEL.gender, '女');
    await pcSelect(page, personal, LABEL.idType, '居民身份证');
    await pcType(personal, LABEL.idCard, id);
    await pcDate(personal, LABEL.birthday, BIRTH);
    await pcSelect(page, personal, LABEL.nation, '汉族');
    await pcSelect(page, personal, LABEL.politics, '群众');
    await pcType(personal, LABEL.mobile, SECOND_CANDIDATE.account);
    await pcType(personal, LABEL.email, email);
    await pcRegion(page, personal, LABEL.residence, '浦东新区');
    await pcSelect(page, personal, LABEL.workYears, '3-5年');
    await pcPhoto(personal);

    const education = pcSection(page, 'education');
    if ((await education.locator('.pc-entries__item').count()) === 0) await education.getByRole('button', { name: /添加/ }).click();
    const entry = education.locator('.pc-entries__item').first();
    await pcLookup(entry, LABEL.school, '复旦大学');
    await pcLookup(entry, LABEL.major, '计算机科学与技术');
    await pcSelect(page, entry, LABEL.education, '大学本科');
    await pcSelect(page, entry, LABEL.degree, '学士');
    await pcDate(entry, LABEL.enrolDate, '2008-09');
    await pcDate(entry, LABEL.graduateDate, '2012-06');

    const intention = pcSection(page, 'intention');
    await pcRegion(page, intention, LABEL.expectedRegion, '徐汇区');
    const assessment = `认真负责，善于沟通（${stamp}）`;
    await pcType(pcSection(page, 'selfAssessment'), LABEL.selfAssessment, assessment);

    // the page's own count: nothing required is left, no field shows an error
    const saveBar = page.locator('.pc-resume-savebar');
    await expectShown(saveBar, '必填内容已全部填写', 'the save bar');
    expect(await page.locator('.pc-resume-editor .ant-formily-item-error-help').allInnerTexts(), 'no field errors').toEqual([]);

    await page.getByRole('button', { name: '保存简历' }).click();
    await expectShown(page.locator('.ant-message-notice'), '简历已保存', 'the success message');
    await expectShown(saveBar, '已保存于', 'the save bar after the save');

    // the reload shows what was saved (no draft offered: the save cleared it)
    watched.reset();
    await page.reload({ waitUntil: 'load' });
    await page.locator('.pc-resume-editor').waitFor({ state: 'visible', timeout: 20_000 });
    await settle(page);
    const again = pcSection(page, 'personal');
    await expect.poll(() => pcControl(again, LABEL.name).inputValue(), { timeout: POLL_MS, message: 'the name after the reload' }).toBe('王芳');
    expect(await pcControl(again, LABEL.idCard).inputValue()).toBe(id);
    expect(await pcControl(again, LABEL.email).inputValue()).toBe(email);
    expect(await pcControl(again, LABEL.birthday).inputValue()).toBe(BIRTH);
    expect(await pcItem(again, LABEL.gender).locator('.ant-select-selection-item').allInnerTexts()).toEqual(['女']);
    expect(await pcItem(again, LABEL.workYears).locator('.ant-select-selection-item').allInnerTexts()).toEqual(['3-5年']);
    await expectShown(pcItem(again, LABEL.residence).locator('.ant-select-selection-item'), '浦东新区', 'the residence after the reload');
    await again.locator('.pc-photo__img').waitFor({ state: 'visible', timeout: 10_000 });
    const savedEntry = pcSection(page, 'education').locator('.pc-entries__item').first();
    expect(await savedEntry.getByRole('combobox', { name: LABEL.school, exact: true }).inputValue()).toBe('复旦大学');
    expect(await pcControl(savedEntry, LABEL.enrolDate).inputValue()).toBe('2008-09');
    expect(await pcControl(savedEntry, LABEL.graduateDate).inputValue()).toBe('2012-06');
    expect(await pcControl(pcSection(page, 'selfAssessment'), LABEL.selfAssessment).inputValue()).toBe(assessment);
    await expectShown(page.locator('.pc-resume-savebar'), '必填内容已全部填写', 'the save bar after the reload');
    expect(await page.locator('.pc-resume-draft').count(), 'no draft offered after a save').toBe(0);
    expectClean(watched, 'pc resume after the reload');
  });
});

// ---------------------------------------------------------------- h5

describe('the resume on h5 (resumeedit/1 and resumeeditpart/{partId})', () => {
  /** Logs in through the form, straight back to one part's editor. */
  async function openPart(watched: WatchedPage, partId: string, candidate = DEMO_CANDIDATE): Promise<Page> {
    const { page } = watched;
    await loginThroughUi(page, 'h5', candidate, h5Part(partId));
    await h5Form(page).waitFor({ state: 'visible', timeout: 20_000 });
    await settle(page);
    return page;
  }

  /** Goes to another part's editor in the same session; answers the draft offer (restoring what was typed). */
  async function goToPart(page: Page, partId: string): Promise<void> {
    await page.goto(h5Part(partId), { waitUntil: 'load' });
    await h5Form(page).waitFor({ state: 'visible', timeout: 20_000 });
    await settle(page);
    await answerDraftOffer(page, true);
  }

  /** Taps 保存 and returns its answer: the toast (保存成功), or the refused save's notice (its dialog is closed). */
  async function savePart(page: Page): Promise<string> {
    return (await h5Save(page)).text;
  }

  it('a guest sees 请先登录 with a link to the login page that brings them back to the resume', async () => {
    const watched = await freshPage('phone');
    const { page } = watched;
    await guestSignsIn(page, H5_RESUME, '/site/1/1001/portal/h5/default/h5/layout/login');
    await page.locator('.h5-resume-editor').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await page.locator('main').getByText('请先登录', { exact: true }).count(), 'the prompt is gone').toBe(0);
    expectClean(watched, 'h5 guest -> login -> resume');
  });

  it('shows the ID, birthday and graduation-date errors and refuses to save with gaps', async () => {
    const watched = await freshPage('phone');
    const page = await openPart(watched, 'basicInfo');
    const form = h5Form(page);

    await h5Select(page, form, LABEL.idType, '居民身份证');
    await h5Type(form, LABEL.idCard, wrongIdNumber(BIRTH));
    await expectShown(h5Errors(form, LABEL.idCard), MSG.idCard, 'the wrong ID number');
    const idInput = h5Control(form, LABEL.idCard);
    await expect.poll(() => idInput.getAttribute('aria-invalid'), { timeout: POLL_MS, message: 'the wrong ID input is marked invalid' }).toBe('true');
    // the message is what a screen reader reads with the input
    const describedBy = (await idInput.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(MSG.idCard);

    await h5Type(form, LABEL.idCard, idNumber(BIRTH));
    await expect.poll(() => h5Errors(form, LABEL.idCard).allInnerTexts(), { timeout: POLL_MS, message: 'a valid ID number has no error' }).toEqual([]);
    await expect.poll(() => idInput.getAttribute('aria-invalid'), { timeout: POLL_MS, message: 'a valid ID input is not marked' }).toBeNull();
    await h5Date(page, form, LABEL.birthday, OTHER_BIRTHDAY);
    await expectShown(h5Errors(form, LABEL.birthday), MSG.birthday, 'a birthday against the ID number');

    // 保存 here: the part has gaps and an error
    expect(await savePart(page)).toBe(MSG.incomplete);
    // the fixed bars cover a full-page picture of a phone: the errors in view instead
    await h5Errors(form, LABEL.idCard).or(h5Errors(form, LABEL.birthday)).last().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: join(SCREENSHOTS, 'resume-h5-errors.basicInfo.png') });

    // the education part: a new entry that ends before it starts
    await goToPart(page, 'educationList');
    const edu = h5Form(page);
    await edu.getByRole('button', { name: /添加/ }).click();
    const entry = edu.locator('.h5-entries__item').last();
    await h5Date(page, entry, LABEL.enrolDate, '2015-09');
    await h5Date(page, entry, LABEL.graduateDate, '2012-06');
    await expectShown(h5Errors(entry, LABEL.graduateDate), MSG.graduateBeforeEnrol, 'graduation before enrolment');

    expect(await savePart(page)).toBe(MSG.incomplete);
    await expectShown(h5Errors(entry, LABEL.graduateDate), MSG.graduateBeforeEnrol, 'the date error after the save');
    await h5Errors(entry, LABEL.graduateDate).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: join(SCREENSHOTS, 'resume-h5-errors.png') });

    // the section list counts the gaps
    await page.goto(H5_RESUME, { waitUntil: 'load' });
    await page.locator('.h5-resume-editor').waitFor({ state: 'visible', timeout: 20_000 });
    expect(await page.locator('.h5-resume-list .h5-part-state--missing').count(), 'parts with gaps are marked').toBeGreaterThan(0);
    expectClean(watched, 'h5 resume with errors');
  });

  it('saves each part with 保存 until the resume is complete, and shows it again after a reload', async () => {
    const watched = await freshPage('phone');
    const page = await openPart(watched, 'basicInfo');
    const stamp = Date.now().toString(36);
    const email = `h5.${stamp}@example.com`;
    const id = idNumber(BIRTH, '110108', '357');
    const answers: string[] = [];

    // basic information
    let form = h5Form(page);
    await h5Type(form, LABEL.name, '张明');
    await h5Select(page, form, LABEL.gender, '男');
    await h5Select(page, form, LABEL.idType, '居民身份证');
    await h5Type(form, LABEL.idCard, id);
    await h5Date(page, form, LABEL.birthday, BIRTH);
    await h5Select(page, form, LABEL.nation, '汉族');
    await h5Select(page, form, LABEL.politics, '中国共产主义青年团团员');
    await h5Type(form, LABEL.mobile, DEMO_CANDIDATE.account);
    await h5Type(form, LABEL.email, email);
    await h5Region(page, form, LABEL.residence, '北京市', '海淀区');
    await h5Select(page, form, LABEL.workYears, '1-3年');
    await h5Photo(form, 'photo');
    expect(await form.locator('.h5-field__error').allInnerTexts(), 'no errors in the basic information').toEqual([]);
    answers.push(`basicInfo: ${await savePart(page)}`);

    // education: the first entry (added when there is none)
    await goToPart(page, 'educationList');
    form = h5Form(page);
    if ((await form.locator('.h5-entries__item').count()) === 0) await form.getByRole('button', { name: /添加/ }).click();
    const entry = form.locator('.h5-entries__item').first();
    await h5Lookup(page, entry, LABEL.school, '北京大学');
    await h5Lookup(page, entry, LABEL.major, '软件工程');
    await h5Select(page, entry, LABEL.education, '硕士研究生');
    await h5Select(page, entry, LABEL.degree, '硕士');
    await h5Date(page, entry, LABEL.enrolDate, '2012-09');
    await h5Date(page, entry, LABEL.graduateDate, '2015-07');
    expect(await form.locator('.h5-field__error').allInnerTexts(), 'no errors in the education').toEqual([]);
    answers.push(`educationList: ${await savePart(page)}`);

    // job intention: the last required part
    await goToPart(page, 'jobIntention');
    form = h5Form(page);
    await h5Region(page, form, LABEL.expectedRegion, '上海市', '黄浦区');
    const last = await savePart(page);
    answers.push(`jobIntention: ${last}`);
    // each part saves on its own, though the parts after it are still empty
    expect(answers, 'the answers to 保存, part by part').toEqual(['basicInfo: 保存成功', 'educationList: 保存成功', 'jobIntention: 保存成功']);

    // the section list: every part complete
    watched.reset();
    await page.goto(H5_RESUME, { waitUntil: 'load' });
    await page.locator('.h5-resume-editor').waitFor({ state: 'visible', timeout: 20_000 });
    await settle(page);
    const list = await bodyText(page);
    const [, filled, total] = /必填项已完成\s*(\d+)\s*\/\s*(\d+)/.exec(list) ?? [];
    expect(filled, `the completeness card: "${list.slice(0, 200)}"`).toBe(total);
    expect(await page.locator('.h5-resume-list .h5-part-state--missing, .h5-resume-list .h5-part-state--error').count(), 'no part with gaps or errors').toBe(0);

    // a reload of the basic information shows the saved answers
    await page.goto(h5Part('basicInfo'), { waitUntil: 'load' });
    await h5Form(page).waitFor({ state: 'visible', timeout: 20_000 });
    await page.reload({ waitUntil: 'load' });
    form = h5Form(page);
    await form.waitFor({ state: 'visible', timeout: 20_000 });
    await settle(page);
    expect(await answerDraftOffer(page, false, 1_000), 'no draft offered after a save').toBe(false);
    await expect.poll(() => h5Control(form, LABEL.name).inputValue(), { timeout: POLL_MS, message: 'the name after the reload' }).toBe('张明');
    expect(await h5Control(form, LABEL.idCard).inputValue()).toBe(id);
    expect(await h5Control(form, LABEL.email).inputValue()).toBe(email);
    expect(await h5Control(form, LABEL.birthday).innerText()).toBe(BIRTH);
    expect(await h5Control(form, LABEL.gender).innerText()).toBe('男');
    expect(await h5Control(form, LABEL.residence).innerText()).toBe('北京市 海淀区');
    await h5PhotoField(form, 'photo').locator('.adm-image-uploader-cell img').first().waitFor({ state: 'visible', timeout: 10_000 });
    expect(await h5PhotoCount(form, 'photo'), 'one photo after the reload').toBe(1);

    await page.goto(h5Part('educationList'), { waitUntil: 'load' });
    form = h5Form(page);
    await form.waitFor({ state: 'visible', timeout: 20_000 });
    await settle(page);
    const saved = form.locator('.h5-entries__item').first();
    expect(await h5Control(saved, LABEL.school).innerText()).toBe('北京大学');
    expect(await h5Control(saved, LABEL.enrolDate).innerText()).toBe('2012-09');
    expect(await h5Control(saved, LABEL.graduateDate).innerText()).toBe('2015-07');
    expectClean(watched, 'h5 resume after the reload');
  });
});
