// What a user sees when the address or the API is wrong: an unknown portal, a malformed segment, the
// error page, the API unreachable or failing; and that the position list keeps its tab and page in the URL.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import type { Block } from '@/src/core/schema-types';
import type { Position } from '@/src/core/entities';
import type { Envelope, Paged } from '@/src/core/envelope';
import { bodyText, currentPath, launchBrowser, newContext, settle, watchPage, type WatchedPage } from './browser';
import { fillPattern, flattenRoutes, paramsFor, readPage, readRouteFile, variantBase, variantName, VARIANTS, zh, zhCatalogue, type Variant } from './schema-files';
import { drawnByBrowser } from './server-pages';

const baseUrl = workerBaseUrl();

let browser: Browser;
let desktop: BrowserContext;
let phone: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  desktop = await newContext(browser, baseUrl, 'desktop');
  phone = await newContext(browser, baseUrl, 'phone');
});
afterAll(async () => {
  await browser?.close();
});

const contextFor = (v: Variant) => (v.viewport === 'phone' ? phone : desktop);

async function open(context: BrowserContext, url: string): Promise<WatchedPage> {
  const watched = watchPage(await context.newPage(), baseUrl);
  await watched.page.goto(url, { waitUntil: 'load' });
  await settle(watched.page);
  return watched;
}

/** Waits until the page's visible text matches `pattern`; fails with what it shows instead. */
async function expectText(page: Page, pattern: RegExp, timeout = 10_000): Promise<string> {
  const deadline = Date.now() + timeout;
  let text = await bodyText(page);
  while (!pattern.test(text) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    text = await bodyText(page);
  }
  expect(text, `${currentPath(page)} should show ${pattern}`).toMatch(pattern);
  return text;
}

/** Uncaught errors only: these pages log the spec's diagnostic console errors (获取配置失败) on purpose. */
function expectNoUncaught(watched: WatchedPage): void {
  expect(watched.problems.pageErrors, `uncaught errors on ${currentPath(watched.page)}`).toEqual([]);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const msg = (key: string) => zhCatalogue()[key] ?? key;

describe('an unknown portal', () => {
  // the server answers 站点不存在 with showType 9 (-> /exception), or the runtime shows its site-missing message
  const siteMissing = () => new RegExp([escape('站点不存在'), escape(msg('runtime.siteMissing.title'))].join('|'));

  it('/site/1/9999/portal/pc/default/pc/home says the site does not exist', async () => {
    const watched = await open(desktop, '/site/1/9999/portal/pc/default/pc/home');
    await expectText(watched.page, siteMissing());
    expectNoUncaught(watched);
    await watched.page.close();
  });

  it('/gw/1/9999/portal/pc says the site does not exist', async () => {
    const watched = await open(desktop, '/gw/1/9999/portal/pc');
    await expectText(watched.page, siteMissing());
    expectNoUncaught(watched);
    await watched.page.close();
  });
});

describe('a malformed address', () => {
  it('/site/x/1001/portal/pc/default/pc/home names the wrong segment', async () => {
    const watched = await open(desktop, '/site/x/1001/portal/pc/default/pc/home');
    const text = await expectText(watched.page, new RegExp(escape(msg('runtime.badUrl.title'))));
    expect(text).toMatch(/[“"「]x[”"」]/);
    expect(watched.report()).toEqual([]);
    await watched.page.close();
  });

  it('/site/1/1001/portal/pc/default/tv/home (unknown terminal) says the address is wrong', async () => {
    const watched = await open(desktop, '/site/1/1001/portal/pc/default/tv/home');
    await expectText(watched.page, new RegExp(escape(msg('runtime.badUrl.title'))));
    expectNoUncaught(watched);
    await watched.page.close();
  });
});

describe('the error page', () => {
  it('/exception?errorCode=E1&errorMessage=boom shows the code and the message', async () => {
    const watched = await open(desktop, '/exception?errorCode=E1&errorMessage=boom');
    const text = await expectText(watched.page, /boom/);
    expect(text).toContain('E1');
    expect(watched.report()).toEqual([]);
    await watched.page.close();
  });

  it('shows a script in errorMessage as text, not as markup', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    const watched = await open(phone, `/exception?errorCode=E2&errorMessage=${encodeURIComponent(evil)}`);
    await expectText(watched.page, /onerror/);
    expect(await watched.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expectNoUncaught(watched);
    await watched.page.close();
  });
});

describe('the API unreachable after the first load', () => {
  for (const variant of [VARIANTS[0], VARIANTS[1]]) {
    it(`${variantName(variant)}: shows the network notice 网络异常`, async () => {
      const home = `${variantBase(variant)}/${readRouteFile(variant).home}`;
      const watched = await open(contextFor(variant), home);
      expect(watched.report(), `the home loads cleanly first`).toEqual([]);
      await watched.page.route('**/pt/**', (route) => route.abort());
      await watched.page.reload({ waitUntil: 'load' });
      // pc: a notification titled 网络异常; h5: a toast (title and/or text 您的网络发生异常...)
      await expectText(watched.page, /网络异常|网络发生异常/);
      expectNoUncaught(watched);
      await watched.page.close();
    });
  }
});

// ---- the position list ----

function blocksOf(blocks: Block[] | undefined): Block[] {
  return (blocks ?? []).flatMap((b) => [b, ...blocksOf(b.blocks)]);
}

/**
 * The first route of a variant (without params, else with sample ones and `params` over them) whose page has
 * all these block types.
 */
function routeWithBlocks(variant: Variant, types: string[], params: Record<string, string> = {}): { url: string; blocks: Block[] } | null {
  const routes = flattenRoutes(readRouteFile(variant).routes).filter((r) => r.page && !r.redirect);
  routes.sort((a, b) => Number(a.pattern.includes(':')) - Number(b.pattern.includes(':')));
  for (const route of routes) {
    const blocks = blocksOf(readPage(route.page!)?.blocks);
    if (!types.every((type) => blocks.some((b) => b.type === type))) continue;
    const path = fillPattern(route.pattern, { ...paramsFor(variant, route.pattern), ...params });
    return { url: `${variantBase(variant)}/${path}`, blocks };
  }
  return null;
}

describe('the API answering 500', () => {
  for (const variant of [VARIANTS[0], VARIANTS[1]]) {
    it(`${variantName(variant)}: a 500 with an error envelope shows its message`, async () => {
      const found = routeWithBlocks(variant, ['position-list']);
      expect(found, `a route of ${variantName(variant)} shows a position-list`).not.toBeNull();
      const page = await contextFor(variant).newPage();
      const watched = watchPage(page, baseUrl);
      await drawnByBrowser(page);
      await page.route('**/pt/portal/rest/careers/search**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, data: null, errorCode: 'SERVER_ERROR', errorMessage: '服务器开小差了E2E', showType: 2 }),
        }),
      );
      await page.goto(found!.url, { waitUntil: 'load' });
      await expectText(page, /服务器开小差了E2E/);
      expectNoUncaught(watched);
      await page.close();
    });
  }

  it('default.pc: a 500 without an envelope shows an error, not a blank list', async () => {
    const found = routeWithBlocks(VARIANTS[0], ['position-list']);
    const page = await desktop.newPage();
    const watched = watchPage(page, baseUrl);
    await drawnByBrowser(page);
    await page.route('**/pt/portal/rest/careers/search**', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await page.goto(found!.url, { waitUntil: 'load' });
    // the client's "请求失败（HTTP 500）", or the block's own failure text
    await expectText(page, new RegExp(['HTTP 500', escape(msg('block.loadFailed'))].join('|')));
    expectNoUncaught(watched);
    await page.close();
  });
});

/** The positions the list draws, by the ids in their detail links. */
async function shownIds(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href*="recruitmentview/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => /recruitmentview\/(\d+)/.exec(href)?.[1] ?? '').filter(Boolean);
}

/**
 * Does `action`, waits for the list's call whose params include `want`, then until the list draws that answer:
 * a list read before its answer is drawn would show the page it came from.
 */
async function listAnswers(page: Page, action: () => Promise<void>, want: Record<string, string>): Promise<string[]> {
  const answered = page.waitForResponse((response) => {
    if (!response.url().includes('/careers/search')) return false;
    const body = JSON.parse(response.request().postData() ?? '{}') as Record<string, unknown>;
    return Object.entries(want).every(([key, value]) => String(body[key] ?? '') === value);
  }, { timeout: 20_000 });
  await action();
  const answer = (await (await answered).json()) as Envelope<Paged<Position>>;
  const ids = (answer.data?.list ?? []).map((p) => String(p.id));
  expect(ids.length, `positions in the answer to ${JSON.stringify(want)}`).toBeGreaterThan(0);
  await expect.poll(() => shownIds(page), { timeout: 10_000, message: `the list draws the answer to ${JSON.stringify(want)}` }).toEqual(ids);
  return ids;
}

async function activeTab(page: Page): Promise<string> {
  const selected = page.locator('[role="tab"][aria-selected="true"], .ant-tabs-tab-active, .adm-tabs-tab-active, .adm-capsule-tabs-tab-active');
  return ((await selected.first().innerText({ timeout: 5_000 }).catch(() => '')) || '').trim();
}

/** Clicks the tab whose text starts with the label (a tab may show a count after it: "社会招聘 15"). */
async function clickTab(page: Page, label: string): Promise<void> {
  const byRole = page.getByRole('tab').filter({ hasText: new RegExp(`^\\s*${escape(label)}`) });
  if ((await byRole.count()) > 0) return byRole.first().click();
  await page.locator('.ant-tabs-tab, .adm-tabs-tab, .adm-capsule-tabs-tab').filter({ hasText: label }).first().click();
}

async function clickNextPage(page: Page, terminal: Variant['terminal']): Promise<void> {
  if (terminal === 'pc') {
    const item = page.locator('.ant-pagination-item-2');
    if ((await item.count()) > 0) return item.first().click();
    return page.locator('.ant-pagination-next').first().click();
  }
  await page.getByRole('button', { name: msg('pager.next') }).first().click();
}

async function waitForQuery(page: Page, key: string, value: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (new URL(page.url()).searchParams.get(key) !== value && Date.now() < deadline) await page.waitForTimeout(100);
  expect(new URL(page.url()).searchParams.get(key), `${key} in ${currentPath(page)}`).toBe(value);
}

describe('the position list keeps its tab and page in the URL', () => {
  for (const variant of [VARIANTS[0], VARIANTS[1]]) {
    it(`${variantName(variant)}: a tab and page 2 survive a reload`, async () => {
      // the list of all types (recruitment/all/searchAll), then the social tab: more than one page of positions
      const found = routeWithBlocks(variant, ['recruit-type-tabs', 'position-list'], { id: 'all', unitId: 'searchAll' });
      expect(found, `a route of ${variantName(variant)} shows recruit-type-tabs and a position-list`).not.toBeNull();
      const tabsBlock = found!.blocks.find((b) => b.type === 'recruit-type-tabs')!;
      const queryKey = (tabsBlock.props?.queryKey as string | undefined) ?? 'tab';
      const tabs = (tabsBlock.props?.tabs as string[] | undefined) ?? ['all', 'campus', 'social', 'veterans'];
      const tab = tabs.includes('social') ? 'social' : tabs[tabs.length - 1];
      const label = zh(`recruitType.${tab}`);

      const watched = await open(contextFor(variant), found!.url);
      const { page } = watched;
      const firstPage = await listAnswers(page, () => clickTab(page, label), { recruitType: tab });
      await waitForQuery(page, queryKey, tab);

      const secondPage = await listAnswers(page, () => clickNextPage(page, variant.terminal), { recruitType: tab, page: '2' });
      await waitForQuery(page, 'page', '2');
      expect(new URL(page.url()).searchParams.get(queryKey), 'the tab stays when paging').toBe(tab);
      expect(secondPage, 'page 2 shows other positions than page 1').not.toEqual(firstPage);

      const before = currentPath(page);
      await page.reload({ waitUntil: 'load' });
      await settle(page);
      expect(currentPath(page)).toBe(before);
      expect(await activeTab(page), 'the selected tab after a reload').toContain(label);
      await expect.poll(() => shownIds(page), { timeout: 10_000, message: 'the same positions after a reload' }).toEqual(secondPage);
      expect(watched.report()).toEqual([]);
      await page.close();
    });
  }
});
