// V5.1.5 (open redirects): the bar of a position page opened in a new tab links back to the return path carried in
// the URL (recruitmentview/{id}/{src}/{backUrl}). That path is attacker-controlled: a foreign origin, a
// protocol-relative or backslash path, a script URL or one hidden under several layers of encoding must never
// become an off-site link. Replayed in Chromium on pc and h5: the back link then leads to the site's home, every
// link of the bar stays on the portal's origin, and following the back link stays there too. (A path the server
// refuses outright, such as one with a backslash, draws no bar: then no link of the page may leave the origin.)
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from '@/tests/e2e/base-url';
import { launchBrowser, newContext, settle } from '@/tests/e2e/browser';

const baseUrl = workerBaseUrl();
const origin = new URL(baseUrl).origin;

const VARIANTS = [
  { name: 'default pc', portalId: '1001', base: '/site/1/1001/portal/pc/default/pc', home: '/site/1/1001/portal/pc/default/pc/home', viewport: 'desktop' },
  { name: 'army h5', portalId: '1002', base: '/site/1/1002/portal/h5/army/h5/layout', home: '/site/1/1002/portal/h5/army/h5/layout/home', viewport: 'phone' },
] as const;

/** A position of the portal: the page draws it under the bar. */
async function firstPosition(portalId: string): Promise<{ id: number; recruitType: string }> {
  const response = await fetch(`${baseUrl}/pt/portal/rest/careers/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'qx-portal': portalId },
    body: JSON.stringify({ page: 1, pageSize: 1 }),
  });
  return ((await response.json()) as { data: { list: Array<{ id: number; recruitType: string }> } }).data.list[0];
}

const HOSTILE = [
  'https://evil.example/phish',
  'HTTPS:evil.example',
  '//evil.example/phish',
  '/\\evil.example/phish',
  '/%2F%2Fevil.example/phish',
  '%2F%252Fevil.example',
  'javascript:alert(document.domain)',
  '/site/1/1001/portal/pc/default/pc/home?next=javascript:alert(1)',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('V5.1.5: the new-tab bar gives no off-site link, whatever the return path says', () => {
  for (const variant of VARIANTS) {
    it(`${variant.name}`, async () => {
      const context = await newContext(browser, baseUrl, variant.viewport);
      const page = await context.newPage();
      try {
        const position = await firstPosition(variant.portalId);
        for (const backUrl of HOSTILE) {
          const answer = await page.goto(`${variant.base}/recruitmentview/${position.id}/${position.recruitType}/${encodeURIComponent(backUrl)}?headStyle=false`, { waitUntil: 'load' });
          await settle(page);
          if (answer && answer.status() >= 400) {
            const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
            for (const href of hrefs) expect(new URL(href).origin, `${backUrl} (refused, HTTP ${answer.status()}): ${href}`).toBe(origin);
            continue;
          }
          const bar = page.getByRole('banner', { name: '页面顶栏' });
          await bar.waitFor({ state: 'visible', timeout: 20_000 });
          const back = bar.getByRole('link', { name: /返回/ });
          await back.waitFor({ state: 'visible', timeout: 10_000 });
          expect(await back.getAttribute('href'), backUrl).toBe(variant.home);
          for (const href of await bar.getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
            expect(new URL(href).origin, `${backUrl}: ${href}`).toBe(origin);
          }
          await back.click();
          await page.waitForURL((url) => url.pathname === variant.home, { timeout: 15_000 });
          expect(new URL(page.url()).origin).toBe(origin);
        }
      } finally {
        await context.close();
      }
    });
  }
});
