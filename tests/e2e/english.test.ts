// English all the way (every text a person reads, in their language), in Chromium on default pc and h5. A candidate of their own (registered
// through the API, a complete social resume saved, one application submitted) switches the page to English with
// the language switch, signs in on the English login form, and reads: the application's status, the resume's
// gender and education in English, no Chinese status or dictionary value; on pc at 1366x900 no menu item is cut
// short. Screenshots (test-results/screenshots/english-*.png): pc home, resume and applications at 1366x900, the
// h5 home at 390x844.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { settle, waitLive } from './browser';
import { useBrowserPerFile } from './browser-per-file';
import { en, shotWithoutNotices, signInInEnglish } from './english-pages';
import { portalApi, signInHeaders } from './portal-api';
import { registerByApi } from './register-by-api';
import { H5_BASE, PC_BASE, pcItem, pcSection, type Candidate, type Terminal } from './resume-helpers';
import { saveSocialResumeByApi } from './social-resume-by-api';

const baseUrl = workerBaseUrl();
const PORTAL = 1001;

const HAN = /[\u4e00-\u9fff]/;

// ---- the candidate, made through the API ----

const api = portalApi(baseUrl, PORTAL);

/** Signs in through the API, saves a complete social resume (man, bachelor's degree) and applies to a social position. */
async function candidateWithApplication(): Promise<Candidate> {
  const candidate = await registerByApi(baseUrl, PORTAL, '英文测试');
  const headers = await signInHeaders(api, PORTAL, 'portal', candidate.account, candidate.password);
  await saveSocialResumeByApi(api, headers, {
    name: '英文测试', gender: '1', birthday: '1998-05-12', mobile: candidate.account, email: 'english@example.com', major: '计算机科学与技术', enrolled: '2016-09', graduated: '2020-06',
  });
  const open = await api<{ list: Array<{ id: number }> }>('/portal/rest/careers/search', { body: { recruitType: 'social', page: 1, pageSize: 5 } });
  await api('/usercenter/rest/wizard/apply/page', { body: { applyId: open.list[0]!.id }, headers });
  return candidate;
}

// ---- the browser ----

const { freshPage } = useBrowserPerFile(baseUrl);
let candidate: Candidate;
beforeAll(async () => {
  candidate = await candidateWithApplication();
});

const shot = (page: Page, name: string) => shotWithoutNotices(page, `english-${name}`);

const signIn = (page: Page, terminal: Terminal, back: string) => signInInEnglish(page, terminal, candidate, back);

/** Every header menu item shows its whole label: nothing overflows the item or the menu's visible box. */
async function clippedNavItems(page: Page): Promise<string[]> {
  return page.locator('.pc-nav__link').evaluateAll((links) =>
    links
      .filter((link) => {
        const nav = link.closest('nav')!;
        const box = link.getBoundingClientRect();
        const seen = nav.getBoundingClientRect();
        return link.scrollWidth > link.clientWidth || box.left < seen.left - 0.5 || box.right > seen.right + 0.5 || nav.scrollWidth > nav.clientWidth;
      })
      .map((link) => link.textContent ?? ''),
  );
}

const SUBMITTED = 'Submitted';

describe('English on default pc', () => {
  it('switch with the language switch, sign in, read the status, the resume in English; no menu item clipped at 1366x900', async () => {
    const watched = await freshPage('desktop');
    const { page } = watched;
    await page.goto(`${PC_BASE}/home`, { waitUntil: 'load' });
    // a press before the page is live is held and replayed (src/app/early-clicks.test.ts); this walk is about English
    await settle(page);
    await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
    await page.getByRole('group', { name: en('layout.language') }).getByRole('button', { name: 'English', pressed: true }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');

    await signIn(page, 'pc', `${PC_BASE}/home`);
    const nav = page.getByRole('navigation', { name: en('pc.nav.label') });
    await expect.poll(async () => (await nav.getByRole('link').allInnerTexts()).length).toBeGreaterThan(4);
    expect((await nav.getByRole('link').allInnerTexts()).filter((label) => HAN.test(label))).toEqual([]);
    expect(await clippedNavItems(page)).toEqual([]);
    await shot(page, 'pc-home');

    // the application assistant: the status in English, no Chinese status
    await page.goto(`${PC_BASE}/usercenter`, { waitUntil: 'load' });
    const status = page.locator('li.pc-delivery .pc-delivery-status').first();
    await expect.poll(() => status.innerText(), { timeout: 20_000 }).toContain(SUBMITTED);
    expect(await page.locator('.pc-delivery-status').allInnerTexts()).not.toEqual(expect.arrayContaining([expect.stringMatching(HAN)]));
    await shot(page, 'pc-applications');

    // the resume editor: the chosen gender, ID type and education read in English in their selects
    await page.goto(`${PC_BASE}/resumeedit/1`, { waitUntil: 'load' });
    const chosen = page.locator('.ant-select-selection-item');
    await expect.poll(async () => chosen.allInnerTexts(), { timeout: 20_000 }).toEqual(expect.arrayContaining([en('term.gender.1'), en('term.idType.1')]));
    await expect.poll(async () => chosen.allInnerTexts()).toEqual(expect.arrayContaining([en('term.education.20'), en('term.workYears.3')]));
    // place names (the region tree) stay as the country names them; the dictionaries' Chinese names are gone
    expect(await chosen.allInnerTexts()).not.toEqual(expect.arrayContaining(['男', '居民身份证', '大学本科', '3-5年', '汉族', '群众']));
    // a select's options are English too
    // the box, not its search input: the chosen value's text lies over the input
    await pcItem(pcSection(page, 'personal'), en('resume.field.gender')).locator('.ant-select-selector').first().click();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible .ant-select-item-option').allInnerTexts()).toEqual([en('term.gender.1'), en('term.gender.2')]);
    await page.keyboard.press('Escape');
    expect(await clippedNavItems(page)).toEqual([]);
    await shot(page, 'pc-resume');
    expect(watched.report()).toEqual([]);
  });
});

describe('English on default h5', () => {
  it('switch with the language button, sign in, read the status and the resume view in English', async () => {
    const watched = await freshPage('phone');
    const { page } = watched;
    await page.goto(`${H5_BASE}/home`, { waitUntil: 'load' });
    await waitLive(page);
    await page.getByRole('button', { name: '切换语言：English' }).click();
    await page.getByRole('button', { name: 'Switch language: 中文' }).waitFor({ timeout: 20_000 });
    await settle(page);
    await shot(page, 'h5-home');

    await signIn(page, 'h5', `${H5_BASE}/usercenter`);
    await expect.poll(() => page.locator('main').innerText(), { timeout: 20_000 }).toContain(SUBMITTED);

    await page.goto(`${H5_BASE}/resumeview`, { waitUntil: 'load' });
    const main = page.locator('main');
    // the view's sections come as their answers do: wait for the last of them, not the first
    const terms = ['term.gender.1', 'term.idType.1', 'term.education.20', 'term.degree.4', 'term.workYears.3'].map((key) => en(key));
    await expect.poll(async () => { const shown = await main.innerText(); return terms.filter((term) => !shown.includes(term)); }, { timeout: 20_000, message: 'terms not shown yet' }).toEqual([]);
    const text = await main.innerText();
    for (const chinese of ['男', '居民身份证', '大学本科', '学士', '3-5年']) expect(text).not.toContain(chinese);
    expect(watched.report()).toEqual([]);
  });
});
