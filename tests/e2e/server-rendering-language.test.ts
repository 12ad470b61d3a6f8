// The page in the visitor's language and what it tells search engines: the server renders the language
// of the umi_locale cookie and the browser hydrates it; homes and lists carry their description and canonical
// address in the first answer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { bodyText, settle, watchPage } from './browser';
import { useBrowserPerFile } from './browser-per-file';
import { en } from './english-pages';
import { readRouteFile, variantBase, VARIANTS } from './schema-files';
import { ROOT } from './server';
import { fetchPage, rootText } from './server-pages';

const baseUrl = workerBaseUrl();
const files = useBrowserPerFile(baseUrl);

describe('a visitor who chose English', () => {
  for (const variant of [VARIANTS[0], VARIANTS[1]]) {
    it(`${variant.terminal}: gets the page in English from the server, and the browser hydrates it as it came`, async () => {
      const path = `${variantBase(variant)}/${readRouteFile(variant).home}`;
      const answer = await fetch(baseUrl + path, { headers: { accept: 'text/html', cookie: 'umi_locale=en-US' } });
      const html = await answer.text();
      expect(html).toMatch(/<html lang="en-US">/);
      expect(rootText(html)).toContain(en('nav.home'));
      expect(rootText(html)).not.toContain('首页');

      const context = await files.freshContext(variant.viewport);
      await context.addCookies([{ name: 'umi_locale', value: 'en-US', url: baseUrl }]);
      await context.addInitScript(() => {
        localStorage.setItem('umi_locale', 'en-US');
        // a page drawn afresh replaces the server's nodes; a hydrated one keeps them
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('root')!;
          new MutationObserver((records) => {
            if (records.some((record) => record.removedNodes.length > 0)) document.documentElement.dataset.rootReplaced = 'yes';
          }).observe(root, { childList: true });
        });
      });
      const page = await context.newPage();
      const watched = watchPage(page, baseUrl);
      await page.goto(path, { waitUntil: 'load' });
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.dataset.rootReplaced ?? 'no'), "the server's page was kept").toBe('no');
      expect(await bodyText(page)).toContain(en('nav.home'));
      expect(watched.problems.consoleErrors).toEqual([]);
    });
  }
});

describe('the language cookie', () => {
  it('is written when a visitor picks a language, and read by the server on the next page', async () => {
    const variant = VARIANTS[0];
    const context = await files.freshContext('desktop');
    const page = await context.newPage();
    await page.goto(`${variantBase(variant)}/${readRouteFile(variant).home}`, { waitUntil: 'load' });
    await settle(page);
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'umi_locale')?.value).toBe('en-US');
    const answer = await page.request.get(`${variantBase(variant)}/${readRouteFile(variant).home}`, { headers: { accept: 'text/html' } });
    expect(await answer.text()).toMatch(/<html lang="en-US">/);
  });
});

describe('what homes and lists tell search engines', () => {
  const zh = JSON.parse(readFileSync(join(ROOT, 'schemas/locales/zh-CN/pages.json'), 'utf8')) as Record<string, string>;
  const metaOf = (html: string, attribute: string, key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

  for (const variant of VARIANTS) {
    it(`${variant.template} ${variant.terminal}: the home's description and canonical address are in the first answer`, async () => {
      const path = `${variantBase(variant)}/${readRouteFile(variant).home}`;
      const { html } = await fetchPage(baseUrl, path);
      expect(metaOf(html, 'name', 'description')).toBe(zh['pageDescription.home']);
      expect(metaOf(html, 'property', 'og:description')).toBe(zh['pageDescription.home']);
      expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(baseUrl + path);
    });
  }

  it("a list searched with a keyword names the list's own address as canonical", async () => {
    const path = `${variantBase(VARIANTS[0])}/recruitment/all/searchAll`;
    const { html } = await fetchPage(baseUrl, `${path}?keyword=${encodeURIComponent('工程师')}&page=2`);
    expect(metaOf(html, 'name', 'description')).toBe(zh['pageDescription.positions']);
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(baseUrl + path);
  });
});
