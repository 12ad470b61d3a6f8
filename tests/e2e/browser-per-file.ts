// One Chromium per test file, and fresh contexts that are closed after each test: the set-up most browser
// tests share. Call useBrowserPerFile at the top of a test file (it registers the vitest hooks); the
// screenshot folder is made before the first test.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, newContext, watchPage, type Viewport, type WatchedPage } from './browser';
import { ROOT } from './server';

export const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');

export interface BrowserPerFile {
  /** The file's browser (launched in beforeAll). */
  browser(): Browser;
  /** A new context of the viewport (no session, no draft), closed after the test. */
  freshContext(viewport: Viewport): Promise<BrowserContext>;
  /** A watched page in a new context of the viewport, closed after the test. */
  freshPage(viewport: Viewport): Promise<WatchedPage>;
  /** Closes a context made otherwise (another time zone...) after the test; returns it. */
  closeAfterTest(context: BrowserContext): BrowserContext;
}

export function useBrowserPerFile(baseUrl: string): BrowserPerFile {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
  });

  const launched = (): Browser => {
    if (!browser) throw new Error('the browser is launched in beforeAll: use it inside a hook or test');
    return browser;
  };
  function closeAfterTest(context: BrowserContext): BrowserContext {
    contexts.push(context);
    return context;
  }
  async function freshContext(viewport: Viewport): Promise<BrowserContext> {
    return closeAfterTest(await newContext(launched(), baseUrl, viewport));
  }
  async function freshPage(viewport: Viewport): Promise<WatchedPage> {
    return watchPage(await (await freshContext(viewport)).newPage(), baseUrl);
  }
  return { browser: launched, freshContext, freshPage, closeAfterTest };
}
