// Server rendering, the edges: a position page read with JavaScript off, a position that does not exist (404),
// a redirect route, and the hydration check itself (a page that differs from the server's is reported).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { bodyText, IPHONE_UA, settle, waitLive, watchPage } from './browser';
import { SCREENSHOTS, useBrowserPerFile } from './browser-per-file';
import { fetchDemoIds, readRouteFile, variantBase, VARIANTS } from './schema-files';
import { fetchPage, rootText } from './server-pages';

const baseUrl = workerBaseUrl();
const files = useBrowserPerFile(baseUrl);

const positionPath = (terminal: 'pc' | 'h5') => (terminal === 'pc' ? 'recruitmentview' : 'layout/recruitmentview');

async function positionTitle(id: string): Promise<string> {
  const response = await fetch(`${baseUrl}/pt/portal/rest/careers/view/${id}`, { headers: { 'x-requested-with': 'XMLHttpRequest', 'qx-portal': '1001' } });
  return ((await response.json()) as { data: { title: string } }).data.title;
}

describe('a position page with JavaScript off', () => {
  for (const variant of [VARIANTS[0], VARIANTS[1]]) {
    it(`${variant.terminal}: shows the position, its head and its JobPosting from the first answer`, async () => {
      const { positionId } = await fetchDemoIds(baseUrl, variant.portalId);
      const title = await positionTitle(positionId);
      const phone = variant.viewport === 'phone';
      const context = files.closeAfterTest(await files.browser().newContext({
        baseURL: baseUrl,
        javaScriptEnabled: false,
        locale: 'zh-CN',
        viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 900 },
        ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 3, userAgent: IPHONE_UA } : {}),
      }));
      const page = await context.newPage();
      await page.goto(`${variantBase(variant)}/${positionPath(variant.terminal)}/${positionId}`, { waitUntil: 'load' });
      expect(await page.title()).toContain(title);
      expect(await bodyText(page)).toContain(title);
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'JobPosting', title });
      await page.screenshot({ path: join(SCREENSHOTS, `no-js-position-${variant.terminal}.png`), fullPage: false });
      });
  }
});

describe('a position that does not exist', () => {
  it('answers 404, and the page says what is missing and leads home, on both terminals', async () => {
    for (const variant of [VARIANTS[0], VARIANTS[1]]) {
      const url = `${variantBase(variant)}/${positionPath(variant.terminal)}/99999999`;
      const answer = await fetchPage(baseUrl, url);
      expect(answer.status, url).toBe(404);
      expect(rootText(answer.html), 'the page around it, with its menu').toContain('首页');
      const context = await files.freshContext(variant.viewport);
      const page = await context.newPage();
      const watched = watchPage(page, baseUrl);
      await page.goto(url, { waitUntil: 'load' });
      await settle(page);
      const state = page.getByRole('alert').filter({ hasText: '职位不存在' });
      await state.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await state.innerText()).toContain('它可能已被删除或下线');
      expect(await state.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe(`${variantBase(variant)}/${readRouteFile(variant).home}`);
      expect(await page.getByRole('button', { name: '重试' }).count(), 'nothing to retry').toBe(0);
      expect(watched.problems.consoleErrors.filter((line) => /hydration/.test(line))).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `missing-position-${variant.terminal}.png`) });
    }
  });
});

describe('a redirect route', () => {
  it('is answered by the server with a redirect to its target', async () => {
    const variant = VARIANTS[0];
    const answer = await fetchPage(baseUrl, variantBase(variant));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${variantBase(variant)}/${readRouteFile(variant).home}`);
  });
});

describe('the hydration check', () => {
  it('reports a page that differs from what the server sent', async () => {
    const context = await files.freshContext('desktop');
    const page = await context.newPage();
    const watched = watchPage(page, baseUrl);
    await page.route('**/site/**', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<div id="root">[\s\S]*?>)首页</, '$1不是首页<');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${variantBase(VARIANTS[0])}/${readRouteFile(VARIANTS[0]).home}`, { waitUntil: 'load' });
    await settle(page);
    // a part of the page inside a boundary hydrates after the page is live: its difference is told when it does
    await expect
      .poll(() => watched.problems.consoleErrors.some((line) => /hydration/.test(line)), { timeout: 15_000, message: 'a hydration difference in the console' })
      .toBe(true);
  });
});

describe("a rendered page's stylesheets", () => {
  it('come in the page itself (no stylesheet fetched before the first paint), and the next page opened still gets its own', async () => {
    const variant = VARIANTS[0];
    const context = await files.freshContext('desktop');
    const page = await context.newPage();
    const watched = watchPage(page, baseUrl);
    const fetched: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'stylesheet' && fetched.push(new URL(request.url()).pathname)));
    await page.goto(`${variantBase(variant)}/${readRouteFile(variant).home}`, { waitUntil: 'load' });
    await settle(page);
    expect(fetched, 'the home fetched no stylesheet: they are in its HTML').toEqual([]);
    // a link pressed before the page is live is a whole new document, which carries its styles again
    await waitLive(page, 60_000);
    await page.getByRole('navigation').getByRole('link', { name: '常见问题' }).click();
    await expect.poll(() => bodyText(page)).toContain('常见问题');
    await expect.poll(() => fetched.length, { message: 'the Q&A page loads the stylesheets its blocks need' }).toBeGreaterThan(0);
    await settle(page);
    expect(new Set(fetched).size, 'none twice').toBe(fetched.length);
    expect(watched.problems.consoleErrors).toEqual([]);
  });
});
