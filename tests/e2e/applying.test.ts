// Favourites, applying and the search page in Chromium, for demo portal 1001 (default site) and a candidate
// registered for this file (register-by-api.ts: no resume, no applications, nobody else's test touches it): on pc a guest searches by keyword with a recruitment-type
// filter that survives a reload, presses 收藏 on a position and is sent to log in and back, and the position is on
// the h5 collect page (where it is removed again); the candidate applies to a campus position with a resume that
// lacks what the campus template asks for, is sent to completeResume, completes it, comes back, submits and sees
// 投递成功, finds it in the application assistant and withdraws it; a closed position and one past its deadline show their labels and no apply button; on h5 the same
// candidate applies to a veterans position (army template), completes the parts it lacks and submits.
// On the h5 home the keyboard's search (Enter) key searches, as the button does.
// Screenshots of the apply wizard, the collect page and the h5 home with a typed keyword (1280x800 and 390x844)
// go to test-results/screenshots/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Position } from '@/src/core/entities';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { settle, type WatchedPage } from './browser';
import { SCREENSHOTS, useBrowserPerFile } from './browser-per-file';
import { registerByApi } from './register-by-api';
import { fillArmyPart, type ArmyPerson } from './army-h5-parts';
import {
  answerDraftOffer,
  type Candidate,
  expectShown,
  fieldName,
  h5Form,
  h5Toasts,
  H5_BASE,
  idNumber,
  LABEL,
  loginThroughUi,
  pcDate,
  pcLookup,
  pcPhoto,
  pcRegion,
  pcSection,
  pcSelect,
  pcType,
  PC_BASE,
  POLL_MS,
  submitLogin,
  waitForPath,
} from './resume-helpers';

const baseUrl = workerBaseUrl();
const BIRTH = '1990-05-17';
const ID_CARD = idNumber(BIRTH, '310115', '246');

const { freshPage } = useBrowserPerFile(baseUrl);
let applicant: Candidate;
beforeAll(async () => {
  applicant = await registerByApi(baseUrl, 1001, '王芳');
});

function expectClean(watched: WatchedPage, where: string): void {
  expect(watched.report(), `console errors, uncaught errors or failed requests (${where})`).toEqual([]);
}

/** What careers.search answers a portal for these filters (the first page of 10, as the list pages ask). */
async function search(portalId: string, filters: Record<string, string | number>): Promise<Position[]> {
  const response = await fetch(`${baseUrl}/pt/portal/rest/careers/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'qx-portal': portalId },
    body: JSON.stringify({ page: 1, pageSize: 10, ...filters }),
  });
  const body = (await response.json()) as { data: { list: Position[] } };
  return body.data.list;
}

/** A position of portal 1001 by its exact title. */
async function positionTitled(title: string): Promise<Position> {
  const found = (await search('1001', { keyword: title, pageSize: 50 })).find((p) => p.title === title);
  if (!found) throw new Error(`no position titled ${title}`);
  return found;
}

/** Resizes the page and takes a picture of it. */
async function snap(page: Page, name: string, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await settle(page);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

const DESKTOP_SHOT = { width: 1280, height: 800 };
const PHONE_SHOT = { width: 390, height: 844 };

/** The titles of the pc list's rows (without the hidden "opens in a new tab"). */
const pcListTitles = (page: Page) =>
  page.locator('.pc-positions__title').evaluateAll((links) => links.map((a) => (a.childNodes[0]?.textContent ?? '').trim()));

// ---------------------------------------------------------------- the search pages of the other variants

describe('search pages: what their names say, filters in the URL that survive a reload', () => {
  const ARMY_PC = '/site/1/1002/portal/pc/army/pc';
  const ARMY_H5 = '/site/1/1002/portal/h5/army/h5/layout';
  const h5Titles = (page: Page) => page.locator('.h5-position .h5-card__title').allInnerTexts();

  /** Opens the page, then reloads it: both times its list is what careers.search answers for `filters`. */
  async function expectList(watched: WatchedPage, url: string, titles: (page: Page) => Promise<string[]>, portalId: string, filters: Record<string, string | number>) {
    const expected = (await search(portalId, filters)).map((p) => p.title);
    expect(expected.length, `the demo data has positions for ${url}`).toBeGreaterThan(0);
    for (const when of ['opened', 'reloaded']) {
      watched.reset();
      if (when === 'opened') await watched.page.goto(url, { waitUntil: 'load' });
      else await watched.page.reload({ waitUntil: 'load' });
      await settle(watched.page);
      await expect.poll(() => titles(watched.page), { timeout: POLL_MS, message: `the list of ${url} (${when})` }).toEqual(expected);
      expectClean(watched, `${url} (${when})`);
    }
  }

  it('h5: search, and the special (veterans) and mid-level cadre lists of a unit', async () => {
    const watched = await freshPage('phone');
    const keyword = encodeURIComponent('工程师');
    await expectList(watched, `${H5_BASE}/search?keyword=${keyword}&tab=campus`, h5Titles, '1001', { keyword: '工程师', recruitType: 'campus' });
    await expectList(watched, `${H5_BASE}/recruitment/special/searchAll?regionCode=320000`, h5Titles, '1001', { recruitType: 'veterans', regionCode: '320000' });
    await expectList(watched, `${H5_BASE}/recruitment/trainee/searchAll`, h5Titles, '1001', { recruitType: 'social', categoryId: 3 });
    await expectList(watched, `${H5_BASE}/recruitment/campus/searchAll?categoryId=1`, h5Titles, '1001', { recruitType: 'campus', categoryId: 1 });
  });

  it("h5 home: the keyboard's search (Enter) key searches, as the button does", async () => {
    const keyword = '工程师';
    const expected = (await search('1001', { keyword, recruitType: 'all' })).map((p) => p.title);
    expect(expected.length, 'the demo data has engineers').toBeGreaterThan(0);
    const watched = await freshPage('phone');
    const { page } = watched;
    await page.goto(`${H5_BASE}/home`, { waitUntil: 'load' });
    await settle(page);
    const box = page.getByRole('search').getByRole('searchbox');
    expect(await box.getAttribute('type')).toBe('search');
    expect(await box.getAttribute('enterkeyhint')).toBe('search');
    await box.click();
    await page.keyboard.type(keyword);
    await snap(page, 'search-h5-home-typed', PHONE_SHOT);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith('/layout/recruitment/all/searchAll') && url.searchParams.get('keyword') === keyword, { timeout: 10_000 });
    await settle(page);
    await expect.poll(() => h5Titles(page), { timeout: POLL_MS, message: 'the engineers found from the keyboard' }).toEqual(expected);
    expect(await page.getByRole('search').getByRole('searchbox').inputValue(), 'the keyword stays in the box').toBe(keyword);
    expectClean(watched, 'h5 home search by Enter');
  });

  it('army pc: searchPosition/{searchType} and unitInfo/{unitId}; army h5: companyview', async () => {
    const [first] = await search('1002', {});
    const watched = await freshPage('desktop');
    await expectList(watched, `${ARMY_PC}/searchPosition/all?tab=${first.recruitType}&regionCode=${first.regionCode.slice(0, 2)}0000`, pcListTitles, '1002', {
      recruitType: first.recruitType,
      regionCode: `${first.regionCode.slice(0, 2)}0000`,
    });
    await expectList(watched, `${ARMY_PC}/unitInfo/${first.unitId}?tab=all`, pcListTitles, '1002', { unitId: first.unitId });
    const phone = await freshPage('phone');
    await expectList(phone, `${ARMY_H5}/companyview?unitId=${first.unitId}`, h5Titles, '1002', { unitId: first.unitId });
  });
});

// ---------------------------------------------------------------- pc

describe('search and favourites (pc search, h5 collect page)', () => {
  const SEARCH = `${PC_BASE}/recruitment/all/searchAll`;
  const TITLE = '嵌入式软件工程师';

  it('a search by keyword and type survives a reload; a guest favourites after logging in; the h5 collect page lists it and removes it', async () => {
    const watched = await freshPage('desktop');
    const { page } = watched;
    await page.goto(SEARCH, { waitUntil: 'load' });
    await settle(page);

    // keyword, then the campus tab: both land in the URL
    const box = page.getByRole('search').locator('input').first();
    await box.fill('工程师');
    await box.press('Enter');
    // a person sees the keyword's list before choosing a tab
    await page.waitForURL((url) => url.searchParams.get('keyword') === '工程师', { timeout: 10_000 });
    await page.getByRole('tab', { name: /^校园招聘/ }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === '工程师' && url.searchParams.get('tab') === 'campus', { timeout: 10_000 });
    await settle(page);
    const expectFiltered = async (when: string) => {
      await expect.poll(() => pcListTitles(page), { timeout: POLL_MS, message: `the campus engineers ${when}` }).toContain(TITLE);
      const titles = await pcListTitles(page);
      expect(titles.every((t) => t.includes('工程师')), `only engineers ${when}: ${titles.join(', ')}`).toBe(true);
      expect(titles, `no social position ${when}`).not.toContain('Java开发工程师');
      expect(await page.getByRole('tab', { name: /^校园招聘/ }).getAttribute('aria-selected'), `the campus tab ${when}`).toBe('true');
      expect(await box.inputValue(), `the keyword box ${when}`).toBe('工程师');
    };
    await expectFiltered('after filtering');
    const before = await pcListTitles(page);

    watched.reset();
    await page.reload({ waitUntil: 'load' });
    await settle(page);
    await expectFiltered('after a reload');
    expect(await pcListTitles(page), 'the same list after a reload').toEqual(before);

    // the row opens the detail (in a new tab on pc: here in the same one)
    const href = await page.locator('.pc-positions__title').filter({ hasText: TITLE }).getAttribute('href');
    await page.goto(href ?? '', { waitUntil: 'load' });
    await settle(page);
    const detailPath = new URL(page.url()).pathname;
    const star = page.getByRole('button', { name: /收藏/ });
    expect(await star.getAttribute('aria-pressed')).toBe('false');

    // a guest is sent to log in and comes back to the detail
    await star.click();
    await page.waitForURL((url) => url.pathname === `${PC_BASE}/login`, { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('redirect')).toContain(detailPath);
    await submitLogin(page, applicant, detailPath);
    await settle(page);
    await page.getByRole('button', { name: /收藏/ }).click();
    await expectShown(page.locator('.ant-message-notice'), '已收藏该职位', 'the favourite message');
    await expect.poll(() => star.getAttribute('aria-pressed'), { timeout: POLL_MS, message: 'the button is pressed' }).toBe('true');
    await page.reload({ waitUntil: 'load' });
    await settle(page);
    await expect.poll(() => page.getByRole('button', { name: /收藏/ }).getAttribute('aria-pressed'), { timeout: POLL_MS, message: 'still pressed after a reload' }).toBe('true');
    await snap(page, 'position-detail-pc-collected', DESKTOP_SHOT);
    expectClean(watched, 'pc search and favourite');

    // the collect page on a phone
    const phone = await freshPage('phone');
    const collect = `${H5_BASE}/collect`;
    await loginThroughUi(phone.page, 'h5', applicant, collect);
    await settle(phone.page);
    const list = phone.page.getByRole('list', { name: '我收藏的职位' });
    await expectShown(list, TITLE, 'the collect page');
    const card = list.locator('li').filter({ hasText: TITLE });
    const detail = await card.getByRole('link').first().getAttribute('href');
    expect(detail, 'the card links to the h5 detail').toMatch(new RegExp(`^${H5_BASE}/recruitmentview/\\d+/campus$`));
    await expect.poll(() => h5Toasts(phone.page).count(), { timeout: POLL_MS, message: 'the login toast goes' }).toBe(0);
    await phone.page.screenshot({ path: join(SCREENSHOTS, 'collect-h5.png') });
    await snap(phone.page, 'collect-h5-1280x800', DESKTOP_SHOT);
    await phone.page.setViewportSize(PHONE_SHOT);

    await card.getByRole('button', { name: `取消收藏“${TITLE}”` }).click();
    await expectShown(h5Toasts(phone.page), '已取消收藏', 'the removal toast');
    await expect.poll(() => phone.page.getByText(TITLE, { exact: true }).count(), { timeout: POLL_MS, message: 'the card leaves the list' }).toBe(0);
    phone.reset();
    await phone.page.reload({ waitUntil: 'load' });
    await settle(phone.page);
    await expect.poll(() => phone.page.getByText(TITLE, { exact: true }).count(), { timeout: POLL_MS, message: 'still gone after a reload' }).toBe(0);
    expectClean(phone, 'h5 collect page');
  });
});

describe('applying on pc (apply/delivery/{id}/{src})', () => {
  /** Fills what the campus template asks for on the pc completion page (whatever the resume held before). */
  async function completeCampusResume(page: Page): Promise<void> {
    const personal = pcSection(page, 'personal');
    await pcType(personal, LABEL.name, '王芳');
    await pcSelect(page, personal, LABEL.gender, '女');
    await pcSelect(page, personal, LABEL.idType, '居民身份证');
    await pcType(personal, LABEL.idCard, ID_CARD);
    await pcDate(personal, LABEL.birthday, BIRTH);
    await pcSelect(page, personal, LABEL.nation, '汉族');
    await pcSelect(page, personal, LABEL.politics, '群众');
    await pcType(personal, LABEL.mobile, applicant.account);
    await pcType(personal, LABEL.email, `apply.${Date.now().toString(36)}@example.com`);
    await pcRegion(page, personal, fieldName('studentOrigin'), '浦东新区');
    if ((await personal.locator('.pc-photo__img').count()) === 0) await pcPhoto(personal);

    const education = pcSection(page, 'education');
    if ((await education.locator('.pc-entries__item').count()) === 0) await education.getByRole('button', { name: /添加/ }).click();
    const entry = education.locator('.pc-entries__item').first();
    await pcLookup(entry, LABEL.school, '复旦大学');
    await pcLookup(entry, LABEL.major, '计算机科学与技术');
    await pcSelect(page, entry, LABEL.education, '大学本科');
    await pcSelect(page, entry, LABEL.degree, '学士');
    await pcDate(entry, LABEL.enrolDate, '2008-09');
    await pcDate(entry, LABEL.graduateDate, '2012-06');
    await pcRegion(page, pcSection(page, 'intention'), LABEL.expectedRegion, '徐汇区');
  }

  it('an incomplete resume is completed on completeResume, then the application is submitted: 投递成功', async () => {
    const target = await positionTitled('嵌入式软件工程师');
    expect(target.recruitType).toBe('campus');
    const watched = await freshPage('desktop');
    const { page } = watched;
    const detail = `${PC_BASE}/recruitmentview/${target.id}/campus`;
    await loginThroughUi(page, 'pc', applicant, detail);
    await settle(page);
    await page.getByRole('link', { name: '立即申请' }).click();
    const apply = `${PC_BASE}/apply/delivery/${target.id}/campus`;
    await waitForPath(page, apply);
    await settle(page);

    // the campus template asks for more than the candidate's resume holds
    await page.getByRole('heading', { name: '请先完善简历' }).waitFor({ timeout: 20_000 });
    await expectShown(page.locator('.pc-apply__position'), target.title, 'the position');
    const missing = await page.locator('.pc-apply__missing li').allInnerTexts();
    expect(missing.length, 'the missing sections are listed').toBeGreaterThan(0);
    expect(missing.join(' | ')).toMatch(/基本信息\s*\d+ 项未填写/);
    expect(await page.getByRole('button', { name: '确认投递' }).count()).toBe(0);
    await snap(page, 'apply-wizard-pc-incomplete', DESKTOP_SHOT);

    await page.getByRole('link', { name: '去完善简历' }).click();
    await page.waitForURL((url) => /\/completeResume\/\d+$/.test(url.pathname) && url.searchParams.get('back') === apply, { timeout: 15_000 });
    await page.locator('.pc-resume-editor').waitFor({ state: 'visible', timeout: 20_000 });
    await settle(page);
    await expectShown(page.locator('.pc-resume-complete'), `申请“${target.title}”`, 'the completion page names the position');
    await completeCampusResume(page);
    await expectShown(page.locator('.pc-resume-savebar'), '必填内容已全部填写', 'the save bar');
    await page.getByRole('button', { name: '保存简历' }).click();
    await expectShown(page.locator('.ant-message-notice'), '简历已保存', 'the save message');
    await page.locator('.pc-resume-complete').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'complete-resume-pc-back.png') });

    // back to the application, which is ready now
    await page.getByRole('link', { name: '返回职位申请' }).click();
    await waitForPath(page, apply);
    await page.getByRole('heading', { name: '简历已满足该职位的要求' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: '确认投递' }).click();
    const done = page.getByRole('heading', { name: '投递成功' });
    await done.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: '应聘助手' }).getAttribute('href')).toBe(`${PC_BASE}/usercenter`);
    expect(await page.getByRole('link', { name: '查看应聘流程' }).getAttribute('href')).toBe(`${PC_BASE}/recruitmentflow`);
    await snap(page, 'apply-wizard-pc-submitted', DESKTOP_SHOT);

    // one application per position
    watched.reset();
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { name: '您已投递过该职位' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: '确认投递' }).count()).toBe(0);

    // the application assistant lists it as 投递成功; review has not started, so it can be withdrawn
    await page.goto(`${PC_BASE}/usercenter`, { waitUntil: 'load' });
    const row = page.locator('li.pc-delivery').filter({ hasText: target.title });
    await row.waitFor({ timeout: 20_000 });
    await expectShown(row, '投递成功', 'the status label');
    await row.getByRole('button', { name: '撤回申请' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '确认撤回' }).click();
    await expect.poll(() => page.locator('li.pc-delivery').filter({ hasText: target.title }).count(), { timeout: POLL_MS, message: 'the withdrawn application leaves the list' }).toBe(0);
    expectClean(watched, 'pc apply');
  });

  it('a closed position and one past its deadline show their labels and no apply button', async () => {
    const closed = await positionTitled('电力营销专员');
    const late = await positionTitled('土建工程师');
    expect(closed.status).toBe('closed');
    const watched = await freshPage('desktop');
    const { page } = watched;
    const detail = `${PC_BASE}/recruitmentview/${closed.id}/${closed.recruitType}`;
    await loginThroughUi(page, 'pc', applicant, detail);
    await settle(page);
    await page.getByRole('heading', { level: 2, name: closed.title }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: '立即申请' }).count(), 'no apply link on the closed detail').toBe(0);
    expect(await page.getByRole('button', { name: /已截止|立即申请/ }).count(), 'no apply button on the closed detail').toBe(0);
    await expectShown(page.locator('.pc-detail__closed'), '该职位已停止招聘', 'the closed notice');

    for (const [position, label] of [
      [closed, '招聘已结束'],
      [late, '报名已截止'],
    ] as const) {
      await page.goto(`${PC_BASE}/apply/delivery/${position.id}/${position.recruitType}`, { waitUntil: 'load' });
      await page.getByRole('heading', { name: label }).waitFor({ timeout: 20_000 });
      await expectShown(page.locator('.pc-apply__position'), position.title, `the ${label} position`);
      expect(await page.locator('.pc-apply').getByRole('button').count(), `no button for ${label}`).toBe(0);
    }
    await snap(page, 'apply-wizard-pc-deadline', DESKTOP_SHOT);
    expectClean(watched, 'pc refused positions');
  });
});

// ---------------------------------------------------------------- h5

describe('applying on h5 (apply/delivery/{applyId})', () => {
  const applicantPerson = (): ArmyPerson => ({
    name: '王芳',
    gender: '女',
    idCard: ID_CARD,
    birth: BIRTH,
    mobile: applicant.account,
    email: `h5apply.${Date.now().toString(36)}@example.com`,
    residence: ['上海市', '浦东新区'],
    service: { unit: '某部队', enlist: '2008-09-01', discharge: '2012-09-01' },
    education: { enrol: '2008-09', graduate: '2012-06' },
    expectedRegion: ['上海市', '徐汇区'],
  });

  it('an incomplete resume is completed part by part, then the application is submitted: 投递成功', async () => {
    const target = await positionTitled('新能源场站运维工程师');
    expect(target.recruitType).toBe('veterans');
    const watched = await freshPage('phone');
    const { page } = watched;
    await loginThroughUi(page, 'h5', applicant, `${H5_BASE}/recruitmentview/${target.id}/veterans`);
    await settle(page);
    await expect.poll(() => h5Toasts(page).count(), { timeout: POLL_MS, message: 'the login toast goes' }).toBe(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'position-detail-h5-collect.png') });
    await page.getByRole('button', { name: '立即申请' }).click();
    const apply = `${H5_BASE}/apply/delivery/${target.id}`;
    await waitForPath(page, apply);

    // the army template asks for the service record at least
    await page.getByRole('heading', { name: '请先完善简历' }).waitFor({ timeout: 20_000 });
    await settle(page);
    const missing = await page.locator('.h5-apply-wizard__missing li').allInnerTexts();
    expect(missing.join(' | ')).toMatch(/服役经历\s*\d+ 项未填写/);
    await expect.poll(() => h5Toasts(page).count(), { timeout: POLL_MS, message: 'the login toast goes' }).toBe(0);
    await snap(page, 'apply-wizard-h5-incomplete', PHONE_SHOT);
    await page.getByRole('link', { name: '去完善简历' }).click();
    await page.waitForURL((url) => /\/layout\/completeResume\/\d+$/.test(url.pathname) && url.searchParams.get('back') === apply, { timeout: 15_000 });
    const complete = page.url();

    // each part with a gap, until none is left
    const gaps = page.locator('.h5-resume-list a.h5-resume-row-link--gap');
    for (let round = 0; round < 6; round += 1) {
      await page.locator('.h5-resume-complete__head').waitFor({ timeout: 20_000 });
      await settle(page);
      if ((await gaps.count()) === 0) break;
      const href = (await gaps.first().getAttribute('href')) ?? '';
      const partId = /resumeeditpart\/([^?]+)/.exec(href)?.[1] ?? '';
      expect(href, 'the gap opens its part in the position template').toContain('templateId=army');
      await gaps.first().click();
      await h5Form(page).waitFor({ state: 'visible', timeout: 20_000 });
      await settle(page);
      await answerDraftOffer(page, false, 800);
      await fillArmyPart(page, partId, applicantPerson());
      await page.goto(complete, { waitUntil: 'load' });
    }
    expect(await gaps.count(), 'no gap is left').toBe(0);
    await expectShown(page.locator('.h5-resume-complete__head'), '简历已满足该职位的要求', 'the completion page');
    await page.screenshot({ path: join(SCREENSHOTS, 'complete-resume-h5-back.png') });

    await page.getByRole('link', { name: '返回职位申请' }).click();
    await waitForPath(page, apply);
    await page.getByRole('heading', { name: '简历已满足该职位的要求' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: '确认投递' }).click();
    await page.getByRole('heading', { name: '投递成功' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: '应聘助手' }).getAttribute('href')).toBe(`${H5_BASE}/usercenter`);
    expect(await page.getByRole('link', { name: '查看应聘流程' }).getAttribute('href')).toBe(`${H5_BASE}/recruitmentflow`);
    await snap(page, 'apply-wizard-h5-submitted', PHONE_SHOT);
    await snap(page, 'apply-wizard-h5-1280x800', DESKTOP_SHOT);
    expectClean(watched, 'h5 apply');
  });
});
