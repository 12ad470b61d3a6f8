// Lists that agree (tab counts, list totals, no repeated positions), in Chromium on pc and h5:
// - after a keyword search, each type tab's count is what its list totals (the rows, or 共 N 条);
// - the army home's 退役军人专属岗位 are veterans positions and none of them is repeated under 其他最新职位;
// - regist says under the mobile field, while the candidate types, whether the number is already registered.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { axeProblems } from './axe';
import { settle, type Viewport, type WatchedPage } from './browser';
import { useBrowserPerFile } from './browser-per-file';

const baseUrl = workerBaseUrl();

const DEFAULT_PC = '/site/1/1001/portal/pc/default/pc';
const DEFAULT_H5 = '/site/1/1001/portal/h5/default/h5/layout';
const ARMY_PC = '/site/1/1002/portal/pc/army/pc';
const ARMY_H5 = '/site/1/1002/portal/h5/army/h5/layout';
/** the seeded candidates' mobiles (server/db/seed/candidates.ts): 张明 on portal 1001, 李强 on 1002 */
const REGISTERED = { '1001': '13800000001', '1002': '13800000002' };
const KEYWORD = '工程师';

/** A mobile number nobody has registered: 139 and eight digits from the clock and chance. */
const freeMobile = () => `139${`${Date.now() % 100_000}`.padStart(5, '0')}${`${Math.floor(Math.random() * 1000)}`.padStart(3, '0')}`;

/** axe on the page as it is, filled inputs and their clear buttons included: no serious or critical violation. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await axeProblems(page, where)).toEqual([]);
}

const { freshPage } = useBrowserPerFile(baseUrl);

async function open(viewport: Viewport, path: string): Promise<WatchedPage> {
  const watched = await freshPage(viewport);
  await watched.page.goto(path);
  await settle(watched.page);
  return watched;
}

const TERMINALS: Array<{ viewport: Viewport; list: string; tab: string; count: string; row: string }> = [
  { viewport: 'desktop', list: `${DEFAULT_PC}/recruitment/all/searchAll`, tab: '.pc-type-tabs [role=tab]', count: '.pc-type-tabs__count', row: '.pc-positions__list > li' },
  { viewport: 'phone', list: `${DEFAULT_H5}/recruitment/all/searchAll`, tab: '.h5-type-tabs [role=tab]', count: '.h5-type-tabs__count', row: '.h5-cards > li' },
];

/** What the list under the chosen tab totals, as the page shows it: 共 N 条, else the rows of its one page. */
async function listTotal(page: Page, row: string): Promise<number> {
  const total = page.getByText(/^共 \d+ 条$/);
  if (await total.count()) return Number((await total.first().innerText()).match(/\d+/)![0]);
  return page.locator(row).count();
}

async function tabCount(tab: Locator, count: string): Promise<number> {
  return Number(await tab.locator(count).innerText());
}

describe.each(TERMINALS)('type tabs on $viewport', ({ viewport, list, tab, count, row }) => {
  it('count what each tab lists after a keyword search', async () => {
    const { page, report } = await open(viewport, list);
    const before = await tabCount(page.locator(tab).first(), count);
    const search = page.getByRole('search').getByRole('searchbox').or(page.getByRole('search').locator('input')).first();
    await search.fill(KEYWORD);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === KEYWORD);
    await settle(page);
    const tabs = page.locator(tab);
    // the counts of the keyword arrive after the address changes: wait for them to follow it
    await expect.poll(() => tabCount(tabs.first(), count)).toBeLessThan(before);
    const all = await tabCount(tabs.first(), count);
    expect(all).toBeGreaterThan(0);
    await expect.poll(() => listTotal(page, row)).toBe(all);
    let sum = 0;
    for (let i = 1; i < (await tabs.count()); i += 1) {
      const shown = await tabCount(tabs.nth(i), count);
      await tabs.nth(i).click();
      await page.waitForURL((url) => url.searchParams.has('tab') && url.searchParams.get('keyword') === KEYWORD);
      await settle(page);
      // the list may still show the previous tab's page for a moment: wait for it to follow the tab
      await expect.poll(() => listTotal(page, row)).toBe(shown);
      sum += shown;
    }
    expect(sum).toBe(all);
    await expectAccessible(page, `the ${viewport} list with a keyword`);
    expect(report()).toEqual([]);
  });
});

describe.each([
  ['desktop', `${ARMY_PC}/home`],
  ['phone', `${ARMY_H5}/home`],
] as const)('the army home on %s', (viewport, path) => {
  it('lists veterans positions under 退役军人专属岗位 and other ones under 其他最新职位', async () => {
    const { page, report } = await open(viewport, path);
    const titles = (title: string) => page.getByRole('region', { name: title, exact: true }).locator('.pc-positions__title, .h5-card__title').allInnerTexts();
    const veterans = await titles('退役军人专属岗位');
    const others = await titles('其他最新职位');
    expect(veterans.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((title) => veterans.includes(title))).toEqual([]);
    expect(report()).toEqual([]);
  });
});

describe.each([
  ['desktop', `${ARMY_PC}/regist`, REGISTERED['1002']],
  ['phone', `${DEFAULT_H5}/regist`, REGISTERED['1001']],
] as const)('regist on %s', (viewport, path, registered) => {
  it('says under the mobile field whether the typed number is already registered', async () => {
    const { page, report } = await open(viewport, path);
    const mobile = page.locator('input[autocomplete="tel"]').first();
    const status = page.getByRole('status').filter({ hasText: /手机号/ });
    await mobile.pressSequentially(registered.slice(0, 7));
    await page.waitForTimeout(800);
    await expect(status.count()).resolves.toBe(0);
    await mobile.pressSequentially(registered.slice(7));
    await expect.poll(() => page.getByText('该手机号已注册，可直接登录').isVisible()).toBe(true);
    await expectAccessible(page, `regist on ${viewport} with a registered mobile`);
    await mobile.fill(freeMobile());
    await expect.poll(() => page.getByText('该手机号可以注册').isVisible()).toBe(true);
    await expect(page.getByText('该手机号已注册，可直接登录').count()).resolves.toBe(0);
    expect(report()).toEqual([]);
  });
});
