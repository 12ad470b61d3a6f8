// What a rendered page asks for before it comes alive, and what a person does to it meanwhile. The page
// carries the site config and names its catalogues (the head preloads them), so hydration waits for no second
// round trip; a search typed and sent before the page is live goes out with its words.
import type { Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { endpoints } from '@/src/core/endpoints';
import { settle } from './browser';
import { useBrowserPerFile } from './browser-per-file';
import { readRouteFile, variantBase, VARIANTS } from './schema-files';

const baseUrl = workerBaseUrl();
const files = useBrowserPerFile(baseUrl);
const h5 = VARIANTS.find((v) => v.terminal === 'h5' && v.template === 'default')!;
const home = `${variantBase(h5)}/${readRouteFile(h5).home}`;
const live = '[data-live]';

describe('a rendered page on a first visit', () => {
  it('asks for neither the site config nor the list of catalogues, and fetches its catalogue once', async () => {
    const page = (await files.freshPage('phone')).page;
    const asked: string[] = [];
    page.on('request', (request: Request) => asked.push(new URL(request.url()).pathname));
    await page.goto(home, { waitUntil: 'load' });
    await page.waitForSelector(live, { state: 'attached' });
    await settle(page);
    expect(asked).not.toContain(`/pt${endpoints['siteconfig.load'].path}`);
    expect(asked).not.toContain('/schemas/locales/index.json');
    expect(asked.filter((path) => path === '/schemas/locales/zh-CN.json')).toHaveLength(1);
    // the site config the server drew with is the one this tab keeps (the spec's site config cache)
    const kept = await page.evaluate(() => JSON.parse(sessionStorage.getItem('sys_config') ?? 'null') as { portalId?: string; terminal?: string } | null);
    expect(kept).toMatchObject({ portalId: h5.portalId, terminal: 'h5' });
  });
});

describe('a search typed before the page is live', () => {
  it('is sent with its words once the page is live', async () => {
    const page = (await files.freshPage('phone')).page;
    // the site's chunk is held back, as on a slow phone: the page shows, but is not live yet
    let letGo: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    await page.route('**/assets/site-app-*.js', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(home, { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('searchbox').first();
    await box.click();
    await page.keyboard.type('工程师');
    await page.keyboard.press('Enter');
    expect(await page.locator(live).count()).toBe(0);
    letGo();
    await page.waitForURL(/keyword=/, { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('工程师');
    await settle(page);
    await expect.poll(() => page.getByRole('searchbox').first().inputValue()).toBe('工程师');
  });
});
