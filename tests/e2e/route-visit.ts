// One visit of the route walk (routes-suite.ts, made-template.test.ts): go, settle, and fail with everything that
// went wrong on the page: errors, failed requests, a page the runtime could not draw, a 404 where a route exists.
import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { bodyText, currentPath, settle, type WatchedPage } from './browser';
import { brokenPageTexts, notFoundTexts } from './schema-files';

export async function has404(page: Page, texts: string[]): Promise<boolean> {
  if ((await page.locator('.cm-message--404').count()) > 0) return true;
  const text = await bodyText(page);
  return texts.some((t) => text.includes(t));
}

/** Fails with every problem the visit recorded, the URL it ended on and the start of the page's text. */
export async function expectCleanPage(watched: WatchedPage, url: string): Promise<void> {
  const { page } = watched;
  const text = await bodyText(page);
  const problems = watched.report();
  const broken = brokenPageTexts().filter((t) => text.includes(t));
  const notFound = await has404(page, notFoundTexts());
  const context = `${url} -> ${currentPath(page)}; page text: "${text.slice(0, 200)}"`;
  expect(problems, `problems on ${context}`).toEqual([]);
  expect(broken, `the runtime could not draw ${context}`).toEqual([]);
  expect(notFound, `the 404 page shows for a route that exists: ${context}`).toBe(false);
  expect(text.length, `blank page: ${context}`).toBeGreaterThan(0);
}

/** Visits a path and waits for the app to settle; returns the document's answer. */
export async function visit(watched: WatchedPage, url: string): Promise<Response | null> {
  watched.reset();
  const answer = await watched.page.goto(url, { waitUntil: 'load' });
  await settle(watched.page);
  return answer;
}

/** Waits until the URL (path and query) equals `expected`; client-side redirects may take a moment. */
export async function expectLandsOn(page: Page, expected: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline && currentPath(page) !== expected) await page.waitForTimeout(100);
  expect(currentPath(page)).toBe(expected);
}
