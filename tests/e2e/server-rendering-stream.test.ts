// A slow call while the server draws a page: the shell goes out first, a block whose answer comes
// within the budget follows in the same answer (put in place by React's script, which carries the answer's CSP
// nonce), a block whose answer comes later goes out loading and the browser finishes it, and a detail block,
// which writes the page's head, is waited for. The server here holds notice.search 900 ms, hotenterprise.list
// 3 s and careers.view 900 ms (PORTAL_TEST_SLOW_CALLS, read in tests only).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, settle, watchPage } from './browser';
import { bootOf, rootText } from './server-pages';
import { fetchDemoIds } from './schema-files';
import { startServer, type RunningServer } from './server';

const HOME = '/site/1/1001/portal/pc/default/pc/home';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({
    name: 'page-stream',
    env: {
      PORTAL_TEST_SLOW_CALLS: '/notice/search=900,/hotenterprise/list=3000,/careers/view/=900',
      PORTAL_PUBLIC_CACHE_MS: '0',
      // the production render budget and shell wait (src/app/server-entry.tsx), which this file tests
      PORTAL_TEST_RENDER_BUDGET_MS: '1500',
      PORTAL_TEST_SHELL_MS: '300',
    },
  });
  browser = await launchBrowser();
  // a first render compiles the page's code: done here, so that the budgets below measure the calls, not a cold start
  await (await fetch(server.url + HOME, { headers: { accept: 'text/html' } })).text();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The page as it arrives: each piece read off the connection, in order. */
async function pieces(path: string): Promise<{ csp: string; parts: string[] }> {
  const response = await fetch(server.url + path, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(decoder.decode(value, { stream: true }));
  }
  return { csp: response.headers.get('content-security-policy') ?? '', parts };
}

const NOTICE = '2026年秋季招聘资格审查结果公示';

describe('a home whose notices come slowly', () => {
  it('sends its shell first, and the notices later in the same answer', async () => {
    const { parts } = await pieces(HOME);
    const html = parts.join('');
    const shellAt = parts.findIndex((part) => part.includes('</head>'));
    const noticeAt = parts.findIndex((part) => part.includes(NOTICE));
    expect(shellAt).toBeGreaterThanOrEqual(0);
    // the page's own parts are in the shell: the nav, the positions
    expect(parts.slice(0, noticeAt).join('')).toContain('热门职位');
    expect(noticeAt).toBeGreaterThan(shellAt);
    expect(html.indexOf(NOTICE)).toBeGreaterThan(html.indexOf('<div hidden id="S:'));
    // the data travels with the page: the browser need not ask again
    expect(JSON.stringify(bootOf(html)?.answers)).toContain(NOTICE);
  });

  it("puts the notices in place with a script that carries the answer's nonce, the only inline script the CSP allows", async () => {
    const { csp, parts } = await pieces(HOME);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...parts.join('').matchAll(/<script([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !/type="(module|application\/json)"/.test(attrs));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    // every answer has a nonce of its own
    const again = await pieces(HOME);
    expect(again.csp).not.toContain(nonce!);
  });

  it('shows the notices in Chromium, hydrated as sent, and the units the browser fetched after the budget', async () => {
    const context = await newContext(browser, server.url, 'desktop');
    const watched = watchPage(await context.newPage(), server.url);
    const asked: string[] = [];
    watched.page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await watched.page.goto(HOME, { waitUntil: 'load' });
    await settle(watched.page);
    await expect.poll(() => watched.page.getByText(NOTICE).count()).toBeGreaterThan(0);
    await expect.poll(() => watched.page.locator('.pc-units__card').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(watched.report()).toEqual([]);
    expect(asked.filter((path) => path.includes('/notice/search'))).toEqual([]);
    expect(asked.filter((path) => path.includes('/hotenterprise/list')).length).toBe(1);
    await context.close();
  });
});

describe('a position page whose position comes slowly', () => {
  it('waits for it: the head names the position, and the page carries it', async () => {
    const { positionId } = await fetchDemoIds(server.url, '1001');
    const { parts } = await pieces(`/site/1/1001/portal/pc/default/pc/recruitmentview/${positionId}`);
    const html = parts.join('');
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).not.toMatch(/^人才招聘网$/);
    expect(rootText(html)).toContain(title.split(' - ')[0]);
    expect(html).toContain('"@type":"JobPosting"');
  });
});
