// axe-core (serious and critical) and the CSP (V14.4.3: carried, nothing broken) on what only a signed-in user
// sees, on every variant and its terminal's viewport: the demo candidate's own pages (resume, user centre,
// applications, favourites, account settings, every page that calls a candidate's endpoint) and the demo
// reviewer's workspace and a review. The guests' pages are checked on every route by the routes-*.test.ts walk.
// One context per variant and role, signed in once, one page reused; one file per template (a11y-*.test.ts), so
// that the two workers share the walk.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { watchCsp, type CspWatch } from '@/tests/security/csp-watch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { launchBrowser, newContext, settle } from './browser';
import { axeProblems } from './axe';
import { personalUrls, reviewerUrls, signInCandidate, signInReviewer } from './a11y-walk';
import { fetchDemoIds, variantName, type DemoIds, type Variant } from './schema-files';

const baseUrl = workerBaseUrl();
let browser: Browser;

/** Visits, settles and fails on a CSP violation: the page is ready for axe. */
async function visit(page: Page, csp: CspWatch, url: string): Promise<void> {
  csp.reset();
  const answer = await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  await csp.expectNone(answer, url);
}

/** A context of the variant's viewport with one page, signed in by `signIn`. */
function signedInPage(variant: Variant, signIn: (page: Page, v: Variant) => Promise<void>) {
  const state: { context?: BrowserContext; page?: Page; csp?: CspWatch } = {};
  beforeAll(async () => {
    state.context = await newContext(browser, baseUrl, variant.viewport);
    state.page = await state.context.newPage();
    state.csp = await watchCsp(state.context, state.page);
    await signIn(state.page, variant);
  });
  afterAll(async () => {
    await state.context?.close();
  });
  return state;
}

// the urls are known before the API is asked: ids are filled in by the first test of each walk
const PENDING_IDS: DemoIds = { positionId: ':position', noticeId: ':notice', activityId: ':activity', unitId: ':unit' };

/** Registers the signed-in walk of these variants, with a browser of their own. */
export function walkSignedInOf(variants: Variant[]): void {
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
for (const variant of variants) {
  describe(`accessibility of ${variantName(variant)} signed in as a candidate`, () => {
    const state = signedInPage(variant, signInCandidate);
    let urls: string[] = [];
    beforeAll(async () => {
      urls = personalUrls(variant, await fetchDemoIds(baseUrl, variant.portalId));
    });

    personalUrls(variant, PENDING_IDS).forEach((label, i) => {
      it(`${label.replace(/^\/site\/1\/\d+\/portal\/\w+\/\w+\/\w+\//, '')} has no serious or critical axe violation and no CSP violation`, async () => {
        const page = state.page!;
        await visit(page, state.csp!, urls[i]);
        expect(await axeProblems(page, urls[i])).toEqual([]);
      });
    });
  });

  describe(`accessibility of ${variantName(variant)} signed in as a reviewer`, () => {
    const state = signedInPage(variant, signInReviewer);

    for (const url of reviewerUrls(variant)) {
      it(`${url.replace(/^\/site\/1\/\d+\/censor\/\w+\/\w+\/\w+\//, '')} has no serious or critical axe violation and no CSP violation`, async () => {
        const page = state.page!;
        await visit(page, state.csp!, url);
        expect(await axeProblems(page, url)).toEqual([]);
      });
    }

    if (variant.terminal === 'pc') {
      // h5 lists the applications read-only; pc opens each one for review
      it('a review (review/:deliveryId) has no serious or critical axe violation and no CSP violation', async () => {
        const page = state.page!;
        await visit(page, state.csp!, reviewerUrls(variant)[0]);
        const open = page.getByRole('link', { name: /^查看 .+ 的申请$/ }).first();
        await open.waitFor({ timeout: 20_000 });
        await open.click();
        await page.waitForURL((u) => /\/review\/\d+$/.test(u.pathname), { timeout: 15_000 });
        await settle(page);
        expect(await axeProblems(page, page.url())).toEqual([]);
      });
    }
  });
}
}
