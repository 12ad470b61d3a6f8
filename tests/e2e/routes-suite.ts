// The route walk, one file per variant (routes-*.test.ts: four files of about equal length, so that the two
// workers share the walk instead of one carrying it). Every route of a route file, visited in Chromium on its
// terminal's viewport: no uncaught error,
// no console error, no failed request, no 404 page where a route exists; redirects land where they should;
// unknown paths show the 404 page; axe finds no serious or critical violation on any public page and on the
// sign-in prompt a guest gets in a personal page's place (the signed-in pages: a11y-*.test.ts); each page carries the CSP and breaks none of it (V14.4.3); a public
// page arrives rendered by the server with its state, and the browser hydrates it without a difference and
// without calling its blocks' endpoints again. Screenshots of the homes go to test-results/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { axeProblems } from './axe';
import { bodyText, currentPath, launchBrowser, newContext, settle, watchPage, type WatchedPage } from './browser';
import { expectCleanPage, expectLandsOn, has404, visit } from './route-visit';
import { ROOT } from './server';
import { watchCsp, type CspWatch } from '@/tests/security/csp-watch';
import { expectRenderedAnswer, personal, recordCallsAgain, roleGated } from './server-rendered-visit';
import { fetchPage } from './server-pages';
import {
  fetchDemoIds,
  fillPattern,
  flattenRoutes,
  notFoundTexts,
  paramsFor,
  readPage,
  readRouteFile,
  routeUrl,
  variantBase,
  variantName,
  VARIANTS,
  type DemoIds,
  type Variant,
} from './schema-files';

const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');
const homePath = (v: Variant) => `${variantBase(v)}/${readRouteFile(v).home}`;

/**
 * Registers the walk of one variant's routes with its own browser; `outside`: also the paths that belong to no
 * variant (/, /gw, /nowhere).
 */
export function walkRoutesOf(variant: Variant, { outside = false } = {}): void {
const baseUrl = workerBaseUrl();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

{
  describe(`routes of ${variantName(variant)} (${variant.viewport})`, () => {
    const file = readRouteFile(variant);
    const routes = flattenRoutes(file.routes);
    let context: BrowserContext;
    let watched: WatchedPage;
    let csp: CspWatch;
    let ids: DemoIds;

    beforeAll(async () => {
      ids = await fetchDemoIds(baseUrl, variant.portalId);
      context = await newContext(browser, baseUrl, variant.viewport);
      watched = watchPage(await context.newPage(), baseUrl);
      csp = await watchCsp(context, watched.page);
    });
    afterAll(async () => {
      await context?.close();
    });

    it('has routes', () => {
      expect(routes.length).toBeGreaterThan(0);
      expect(routes.some((r) => r.pattern === file.home && r.page), `home "${file.home}" is a page route`).toBe(true);
    });

    // one visit a route: a public page is also checked as the server sends it and as the browser hydrates it.
    // A page several patterns show (recruitmentview/:id and recruitmentview/:id/:src) is checked whole at its first
    // pattern; the others only show it cleanly, as the markup, its rendering and axe's findings are the page's.
    const pageRoutes = routes.filter((r) => r.page && !r.redirect);
    // the censor domain's workspace pages: a guest sees each as the layout and the sign-in prompt, so the first is
    // visited whole and the others answered by the server (an unknown path answers 404); drawn signed in by the
    // publishing and admin walks
    const gated = (page: string | undefined) => roleGated(readPage(page!)?.blocks);
    const firstGated = pageRoutes.findIndex((r) => gated(r.page));
    for (const [i, route] of pageRoutes.entries()) {
      if (gated(route.page) && i !== firstGated) {
        it(`answers /${route.pattern} (${route.page}, a workspace page: a guest sees /${pageRoutes[firstGated].pattern}'s prompt)`, async () => {
          const url = routeUrl(variant, route.pattern, ids);
          expect((await fetchPage(baseUrl, url)).status, url).toBe(200);
        });
        continue;
      }
      if (pageRoutes.findIndex((r) => r.page === route.page) < i) {
        it(`shows /${route.pattern} (${route.page}, checked whole at its first pattern)`, async () => {
          const url = routeUrl(variant, route.pattern, ids);
          await visit(watched, url);
          await expectCleanPage(watched, url);
        });
        continue;
      }
      const rendered = !personal(readPage(route.page!)?.blocks);
      // a guest sees a personal page as its layout and the sign-in prompt in its blocks' place: axe checks the prompt
      // on the first one; the pages themselves, signed in, are the accessibility walk's (a11y-*.test.ts)
      const axeHere = rendered || pageRoutes.findIndex((r) => personal(readPage(r.page!)?.blocks)) === i;
      it(`shows /${route.pattern} (${route.page})${rendered ? ', rendered on the server and hydrated unchanged' : ''}, under its CSP (V14.4.3)`, async () => {
        const url = routeUrl(variant, route.pattern, ids);
        const carried = rendered ? await expectRenderedAnswer(baseUrl, url) : [];
        const calls = recordCallsAgain(watched.page, carried);
        csp.reset();
        const answer = await visit(watched, url);
        // a hydration difference is logged as an error: expectCleanPage fails on it
        await expectCleanPage(watched, url);
        await csp.expectNone(answer, url);
        expect(calls.stop(), `${url} fetched again what it carried`).toEqual([]);
        if (axeHere) expect(await axeProblems(watched.page, url), `axe on ${url}`).toEqual([]);
      });
    }

    for (const route of routes.filter((r) => r.redirect)) {
      it(`redirects /${route.pattern} to ${route.redirect}${route.keepQuery ? ' keeping the query' : ''}`, async () => {
        const url = `${routeUrl(variant, route.pattern, ids)}?keyword=x`;
        const params = paramsFor(variant, route.pattern, ids);
        const target = `${variantBase(variant)}/${fillPattern(route.redirect!, params)}${route.keepQuery ? '?keyword=x' : ''}`;
        await visit(watched, url);
        await expectLandsOn(watched.page, target);
        await settle(watched.page);
        await expectCleanPage(watched, url);
      });
    }

    it('sends the variant base to its home', async () => {
      await visit(watched, variantBase(variant));
      await expectLandsOn(watched.page, homePath(variant));
      await expectCleanPage(watched, variantBase(variant));
    });

    it('shows the 404 page for an unknown path', async () => {
      const url = `${variantBase(variant)}/no/such/page`;
      csp.reset();
      const answer = await visit(watched, url);
      await csp.expectNone(answer, url);
      const texts = notFoundTexts(file.notFound);
      expect(await has404(watched.page, texts), `${url} shows: "${(await bodyText(watched.page)).slice(0, 200)}"`).toBe(true);
      // the page itself answers 404 (server rendering); nothing else may fail
      expect(watched.report({ allowHttp: [new RegExp(`^404 GET ${baseUrl}${url}$`)] }), `problems on ${url}`).toEqual([]);
      expect(await axeProblems(watched.page, url), `axe on ${url}`).toEqual([]);
    });
  });
}

if (outside) describe('paths outside a variant', () => {
  let desktop: BrowserContext;
  let phone: BrowserContext;
  beforeAll(async () => {
    desktop = await newContext(browser, baseUrl, 'desktop');
    phone = await newContext(browser, baseUrl, 'phone');
  });
  afterAll(async () => {
    await desktop?.close();
    await phone?.close();
  });

  it('shows the 404 page for /nowhere', async () => {
    const watched = watchPage(await desktop.newPage(), baseUrl);
    await visit(watched, '/nowhere');
    expect(await has404(watched.page, notFoundTexts()), `/nowhere shows: "${(await bodyText(watched.page)).slice(0, 200)}"`).toBe(true);
    expect(watched.report()).toEqual([]);
    await watched.page.close();
  });

  it('takes / through /index to the default desktop home on a desktop', async () => {
    const watched = watchPage(await desktop.newPage(), baseUrl);
    await visit(watched, '/');
    await expectLandsOn(watched.page, homePath(VARIANTS[0]), 15_000);
    await expectCleanPage(watched, '/');
    await watched.page.close();
  });

  it('takes / to the default mobile home on a phone', async () => {
    const watched = watchPage(await phone.newPage(), baseUrl);
    await visit(watched, '/');
    await expectLandsOn(watched.page, homePath(VARIANTS[1]), 15_000);
    await expectCleanPage(watched, '/');
    await watched.page.close();
  });

  it('takes /gw/1/1002/portal/h5 to the army h5 home', async () => {
    const watched = watchPage(await phone.newPage(), baseUrl);
    await visit(watched, '/gw/1/1002/portal/h5');
    await expectLandsOn(watched.page, homePath(VARIANTS[3]), 15_000);
    expect(currentPath(watched.page)).toBe('/site/1/1002/portal/h5/army/h5/layout/home');
    await expectCleanPage(watched, '/gw/1/1002/portal/h5');
    await watched.page.close();
  });

  it('takes /gw/1/1001/portal/pc to the default pc home', async () => {
    const watched = watchPage(await desktop.newPage(), baseUrl);
    await visit(watched, '/gw/1/1001/portal/pc');
    await expectLandsOn(watched.page, '/site/1/1001/portal/pc/default/pc/home', 15_000);
    await expectCleanPage(watched, '/gw/1/1001/portal/pc');
    await watched.page.close();
  });
});

const cases: Array<{ variant: Variant; from: string; to: string }> = [
    { variant: VARIANTS[0], from: 'recruitment/1?keyword=x', to: 'recruitment/1/searchAll?keyword=x' },
    { variant: VARIANTS[1], from: 'layout/recruitment/1?keyword=x', to: 'layout/recruitment/1/searchAll?keyword=x' },
    { variant: VARIANTS[3], from: 'veterans/veterans', to: 'veterans/list' },
  ].filter((c) => c.variant === variant);
if (cases.length > 0) describe('named redirects', () => {
  for (const { from, to } of cases) {
    it(`${variantName(variant)}: ${from} -> ${to}`, async () => {
      const context = await newContext(browser, baseUrl, variant.viewport);
      const watched = watchPage(await context.newPage(), baseUrl);
      try {
        await visit(watched, `${variantBase(variant)}/${from}`);
        await expectLandsOn(watched.page, `${variantBase(variant)}/${to}`);
        expect(watched.problems.pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

if (variant.template === 'default') describe('position lists under a numeric recruitment id', () => {
  // the spec names :id of recruitment/{id}/{unitId} a recruitment id; the app's own links put a recruitment
  // type there (recruitment/social/searchAll). Both must list positions, not an error.
  {
    const rest = `${variant.terminal === 'h5' ? 'layout/' : ''}recruitment/1/searchAll?keyword=`;
    it(`${variantName(variant)}: ${rest} lists positions`, async () => {
      const context = await newContext(browser, baseUrl, variant.viewport);
      const watched = watchPage(await context.newPage(), baseUrl);
      try {
        await visit(watched, `${variantBase(variant)}/${rest}`);
        await expectCleanPage(watched, rest);
      } finally {
        await context.close();
      }
    });
  }
});

describe('home screenshots', () => {
  {
    for (const viewport of ['desktop', 'phone'] as const) {
      it(`${variantName(variant)} home on a ${viewport}`, async () => {
        const context = await newContext(browser, baseUrl, viewport);
        const watched = watchPage(await context.newPage(), baseUrl);
        try {
          await visit(watched, homePath(variant));
          await watched.page.waitForTimeout(300); // let a carousel or a font swap finish before the picture
          await watched.page.screenshot({ path: join(SCREENSHOTS, `${variant.template}-${variant.terminal}-home.${viewport}.png`), fullPage: true });
          await expectCleanPage(watched, homePath(variant));
        } finally {
          await context.close();
        }
      });
    }
  }
});
}
