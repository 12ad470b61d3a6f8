// Server rendering: every public route of the four variants arrives rendered by the server, and the browser hydrates
// it without a difference from the server's page and without calling the blocks' endpoints again. Personal pages
// go out as the shell; an unknown path answers 404 with the rendered 404 page.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Block } from '@/src/core/schema-types';
import { endpoints, isEndpointName } from '@/src/core/endpoints';
import { h5Entries } from '@/renderers/h5/index';
import { pcEntries } from '@/renderers/pc/index';
import { launchBrowser, newContext, settle, watchPage, type WatchedPage } from './browser';
import { fetchDemoIds, flattenRoutes, notFoundTexts, readPage, readRouteFile, routeUrl, variantBase, variantName, VARIANTS, type DemoIds } from './schema-files';
import { bootOf, fetchPage, rootText } from './server-pages';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BROWSER_ONLY = new Set([...pcEntries, ...h5Entries].filter((entry) => entry.browserOnly).map((entry) => entry.type));

/**
 * A page with a block that needs a signed-in user (at any depth) is personal, and one with a form people type into
 * at once is drawn by the browser: the server sends the shell of both.
 */
function personal(blocks: Block[] | undefined): boolean {
  return (blocks ?? []).some((block) => {
    if (BROWSER_ONLY.has(block.type)) return true;
    const endpoint = block.data?.endpoint;
    if (endpoint && isEndpointName(endpoint) && (endpoints[endpoint] as { auth?: boolean }).auth) return true;
    const nested = [...(block.blocks ?? []), ...Object.values(block.props ?? {}).flatMap((value) => (Array.isArray(value) ? value : [value]))];
    return personal(nested.filter((v): v is Block => typeof v === 'object' && v !== null && typeof (v as Block).type === 'string'));
  });
}

for (const variant of VARIANTS) {
  describe(`server rendering of ${variantName(variant)}`, () => {
    const file = readRouteFile(variant);
    const routes = flattenRoutes(file.routes).filter((r) => r.page && !r.redirect);
    const publicRoutes = routes.filter((r) => !personal(readPage(r.page!)?.blocks));
    let ids: DemoIds;
    let context: BrowserContext;
    let watched: WatchedPage;

    beforeAll(async () => {
      ids = await fetchDemoIds(baseUrl, variant.portalId);
      context = await newContext(browser, baseUrl, variant.viewport);
      watched = watchPage(await context.newPage(), baseUrl);
    });
    afterAll(async () => {
      await context?.close();
    });

    it('has public routes', () => {
      expect(publicRoutes.length).toBeGreaterThan(5);
    });

    for (const route of publicRoutes) {
      it(`renders /${route.pattern} (${route.page}) on the server and hydrates it unchanged`, async () => {
        const url = routeUrl(variant, route.pattern, ids);
        const answer = await fetchPage(baseUrl, url);
        expect(answer.status, url).toBe(200);
        expect(rootText(answer.html).length, `the first answer of ${url} has no text`).toBeGreaterThan(20);
        const boot = bootOf(answer.html);
        expect(boot, `${url} carries its state`).not.toBeNull();

        // the endpoints whose answers travelled in the page are not called again by the hydrated page
        const carried = Object.keys(boot!.answers).map((key) => endpoints[(JSON.parse(key) as [keyof typeof endpoints])[0]].path);
        const called: string[] = [];
        const onRequest = (request: { url: () => string }) => {
          const path = new URL(request.url()).pathname.replace(/^\/pt/, '');
          if (carried.some((p) => path === p || (p.includes('{') && path.startsWith(p.split('{')[0])))) called.push(path);
        };
        watched.page.on('request', onRequest);
        watched.reset();
        await watched.page.goto(url, { waitUntil: 'load' });
        await settle(watched.page);
        watched.page.off('request', onRequest);
        expect(watched.report(), `problems on ${url} (a hydration difference is logged as an error)`).toEqual([]);
        expect(called, `${url} fetched again what it carried`).toEqual([]);
      });
    }

    for (const route of routes.filter((r) => personal(readPage(r.page!)?.blocks)).slice(0, 2)) {
      it(`sends the shell of /${route.pattern}`, async () => {
        const answer = await fetchPage(baseUrl, routeUrl(variant, route.pattern, ids));
        expect(answer.status).toBe(200);
        expect(rootText(answer.html)).toBe('');
        expect(bootOf(answer.html)).toBeNull();
      });
    }

    it('answers an unknown path with 404 and the rendered 404 page', async () => {
      const answer = await fetchPage(baseUrl, `${variantBase(variant)}/no/such/page`);
      expect(answer.status).toBe(404);
      const text = rootText(answer.html);
      expect(notFoundTexts(file.notFound).some((t) => text.includes(t)), text.slice(0, 200)).toBe(true);
    });
  });
}
