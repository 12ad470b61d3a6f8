// V14.4.3: the Content-Security-Policy the server sends breaks no page. Every page route of the four variants
// (the routes test's list) is shown in Chromium as a guest, then each candidate page again signed in as the
// demo candidate; any CSP violation (a `securitypolicyviolation` event or a console message about the policy)
// fails the route, and each page must still draw its main landmark or a heading.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { endpoints, type EndpointName } from '@/src/core/endpoints';
import { launchBrowser, newContext } from '@/tests/e2e/browser';
import { submitLogin, type Candidate } from '@/tests/e2e/resume-helpers';
import { fetchDemoIds, flattenRoutes, readPage, readRouteFile, routeUrl, variantBase, variantName, VARIANTS, type DemoIds, type Variant } from '@/tests/e2e/schema-files';

const baseUrl = inject('baseUrl');
const CANDIDATES: Record<string, Candidate> = {
  '1001': { account: '13800000001', password: 'Portal@2026' },
  '1002': { account: '13800000002', password: 'Portal@2026' },
};

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

// Runs before the app's scripts in every document of the context (not itself subject to the page's CSP).
function recordViolations(): void {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations!.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
  });
}

/** A page of the context that keeps the console's CSP complaints; violations of the document are read per visit. */
async function cspPage(context: BrowserContext): Promise<{ page: Page; console: string[] }> {
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) console.push(message.text());
  });
  return { page, console };
}

/** Shows the path and fails on any violation, or when neither a main landmark nor a heading is drawn. */
async function expectCleanUnderCsp(watched: { page: Page; console: string[] }, url: string): Promise<void> {
  const { page } = watched;
  watched.console.length = 0;
  const answer = await page.goto(url, { waitUntil: 'load' });
  expect(answer?.headers()['content-security-policy'], `${url} carries the CSP`).toContain("script-src 'self'");
  const drawn = await drawnPage(page);
  const violations = [...(await page.evaluate(() => window.__cspViolations ?? [])), ...watched.console];
  expect(violations, `CSP violations on ${url} (now ${page.url()})`).toEqual([]);
  expect(drawn, `${url} (now ${page.url()}) shows a main landmark or a heading`).toBe(true);
}

/**
 * Whether the page drew a main landmark or a heading with no loader left (lazy blocks and their styles have
 * arrived then); a short grace period lets a last style or image land. Faster than the routes test's settle().
 */
async function drawnPage(page: Page): Promise<boolean> {
  const drawn = await page
    .waitForFunction(
      () => {
        const loading = document.querySelector('.portal-spinner, .adm-spin-loading, .adm-skeleton, .ant-spin-spinning, .ant-skeleton, [aria-busy="true"]');
        return !loading && document.querySelector('main, [role="main"], h1, h2, h3, [role="heading"]') !== null;
      },
      undefined,
      { timeout: 15_000, polling: 50 },
    )
    .then(() => true, () => false);
  await page.waitForTimeout(150);
  return drawn;
}

const candidateEndpoints = (Object.keys(endpoints) as EndpointName[]).filter((name) => 'auth' in endpoints[name] && !name.startsWith('review.'));

/** Pages that call a candidate's own endpoint: they show their real content only when signed in. */
function isCandidatePage(pageId: string): boolean {
  const text = JSON.stringify(readPage(pageId) ?? {});
  return candidateEndpoints.some((name) => text.includes(`"${name}"`));
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function describeVariant(variant: Variant): void {
  const file = readRouteFile(variant);
  const pages = flattenRoutes(file.routes).filter((r) => r.page && !r.redirect);
  let ids: DemoIds;
  let context: BrowserContext;
  let watched: { page: Page; console: string[] };

  describe(`CSP on ${variantName(variant)} (${variant.viewport})`, () => {
    beforeAll(async () => {
      ids = await fetchDemoIds(baseUrl, variant.portalId);
      context = await newContext(browser, baseUrl, variant.viewport);
      watched = await cspPage(context);
    });
    afterAll(async () => {
      await context?.close();
    });

    for (const route of pages) {
      it(`V14.4.3 guest: /${route.pattern} (${route.page}) shows without a CSP violation`, async () => {
        await expectCleanUnderCsp(watched, routeUrl(variant, route.pattern, ids));
      });
    }

    it('V14.4.3 guest: the 404 page shows without a CSP violation', async () => {
      await expectCleanUnderCsp(watched, `${variantBase(variant)}/no/such/page`);
    });

    describe('signed in as the demo candidate', () => {
      beforeAll(async () => {
        const home = `${variantBase(variant)}/${file.home}`;
        await watched.page.goto(`${routeUrl(variant, file.login!, ids)}?redirect=${encodeURIComponent(home)}`, { waitUntil: 'load' });
        await submitLogin(watched.page, CANDIDATES[variant.portalId], home);
      });

      for (const route of pages.filter((r) => isCandidatePage(r.page!))) {
        it(`V14.4.3 candidate: /${route.pattern} (${route.page}) shows without a CSP violation`, async () => {
          await expectCleanUnderCsp(watched, routeUrl(variant, route.pattern, ids));
        });
      }
    });
  });
}

for (const variant of VARIANTS) describeVariant(variant);
