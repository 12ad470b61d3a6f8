// The system Chromium through playwright-core: launch, the two viewports, and a page that records what
// went wrong while it was shown (console errors, uncaught errors, failed same-origin requests).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

// Debian's old headless shell draws the same pages with the same Blink at about a third less CPU than the full
// browser in its headless mode (no browser UI layers behind each page); the suite is CPU-bound on two cores
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export type Viewport = 'desktop' | 'phone';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
}

/** 1366x900, zh-CN: the pc terminal's viewport (the browser's zone: Asia/Shanghai unless timezoneId is given). */
export function desktopContext(browser: Browser, baseURL: string, timezoneId = 'Asia/Shanghai'): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 1366, height: 900 }, locale: 'zh-CN', timezoneId });
}

/** 390x844, touch, an iPhone user agent: the h5 terminal's viewport. */
export function phoneContext(browser: Browser, baseURL: string, timezoneId = 'Asia/Shanghai'): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent: IPHONE_UA,
    locale: 'zh-CN',
    timezoneId,
  });
}

export function newContext(browser: Browser, baseURL: string, viewport: Viewport): Promise<BrowserContext> {
  return viewport === 'phone' ? phoneContext(browser, baseURL) : desktopContext(browser, baseURL);
}

export interface Problems {
  consoleErrors: string[];
  pageErrors: string[];
  /** same-origin requests that got no answer (favicon ignored); "METHOD url: reason" */
  failedRequests: string[];
  /** same-origin answers with status >= 400; "STATUS METHOD url" */
  httpErrors: string[];
}

export interface WatchedPage {
  page: Page;
  problems: Problems;
  /** forget what was recorded so far (before the next visit of a reused page) */
  reset(): void;
  /** one line per recorded console error, uncaught error and failed request; empty when clean */
  report(options?: { allowConsole?: RegExp[]; allowHttp?: RegExp[] }): string[];
}

function describeConsole(message: ConsoleMessage): string {
  const where = message.location();
  const at = where?.url ? ` (${where.url}${where.lineNumber ? `:${where.lineNumber}` : ''})` : '';
  return `${message.text()}${at}`;
}

const IGNORED_PATHS = /\/favicon\.ico(\?|$)/;

/** Wraps a page so that every console error, page error and failed same-origin request is kept. */
export function watchPage(page: Page, baseUrl: string): WatchedPage {
  const origin = new URL(baseUrl).origin;
  const problems: Problems = { consoleErrors: [], pageErrors: [], failedRequests: [], httpErrors: [] };
  const sameOrigin = (url: string) => {
    try {
      return new URL(url).origin === origin && !IGNORED_PATHS.test(url);
    } catch {
      return false;
    }
  };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(describeConsole(message));
  });
  page.on('pageerror', (error) => problems.pageErrors.push(`${error.name}: ${error.message}\n${error.stack ?? ''}`.trim()));
  page.on('requestfailed', (request) => {
    if (!sameOrigin(request.url())) return;
    const reason = request.failure()?.errorText ?? 'failed';
    // a navigation or a fetch cancelled by the app itself (route change, SWR dedupe) is not a failure
    if (/ERR_ABORTED|NS_BINDING_ABORTED/.test(reason)) return;
    problems.failedRequests.push(`${request.method()} ${request.url()}: ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && sameOrigin(response.url())) {
      problems.httpErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  return {
    page,
    problems,
    reset() {
      problems.consoleErrors.length = 0;
      problems.pageErrors.length = 0;
      problems.failedRequests.length = 0;
      problems.httpErrors.length = 0;
    },
    report({ allowConsole = [], allowHttp = [] } = {}) {
      // Chromium logs every answer >= 400 as "Failed to load resource"; those are judged as httpErrors
      const consoleErrors = problems.consoleErrors.filter(
        (line) => !line.startsWith('Failed to load resource: the server responded with a status of') && !allowConsole.some((re) => re.test(line)),
      );
      const httpErrors = problems.httpErrors.filter((line) => !allowHttp.some((re) => re.test(line)));
      return [
        ...problems.pageErrors.map((line) => `uncaught: ${line}`),
        ...consoleErrors.map((line) => `console.error: ${line}`),
        ...problems.failedRequests.map((line) => `request failed: ${line}`),
        ...httpErrors.map((line) => `http: ${line}`),
      ];
    },
  };
}

/**
 * Waits until the app has settled: the network is idle, no loading spinner is left, and there is a
 * `main` landmark (or at least some text in the body).
 */
export async function settle(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForLoadState('load', { timeout }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
  await page
    .waitForFunction(
      () => {
        const spinner = document.querySelector('.portal-spinner, .adm-spin-loading, .adm-skeleton, .ant-spin-spinning, .ant-skeleton, [aria-busy="true"]');
        const main = document.querySelector('main, [role="main"]');
        const text = (document.body?.innerText ?? '').trim();
        // a server-rendered page is not live until it is hydrated: keys pressed before would be lost
        const live = !document.getElementById('portal-boot') || document.documentElement.hasAttribute('data-live');
        return live && !spinner && (!!main || text.length > 0) && text.length > 0;
      },
      undefined,
      { timeout, polling: 100 },
    )
    .catch(() => undefined);
  // a loaded machine may take longer to hydrate a fresh context's first page than the rest: a press before then
  // would be lost (a link would open a new document), so a server-rendered page gets longer to become live
  await waitLive(page, 40_000).catch(() => undefined);
  // a redirect or a lazy block may have started more requests
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Waits until a server-rendered page is hydrated: a click on its server-drawn buttons before then does nothing. */
export async function waitLive(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('portal-boot') || document.documentElement.hasAttribute('data-live'), undefined, { timeout, polling: 100 });
}

/** The visible text of the page, whitespace collapsed. */
export async function bodyText(page: Page): Promise<string> {
  const text = await page.evaluate(() => document.body?.innerText ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

/** Path, search and hash of the page's current URL. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}
