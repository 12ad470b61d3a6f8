// axe-core on the four homes, each on its terminal's viewport: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, settle } from './browser';
import { readRouteFile, variantBase, variantName, VARIANTS } from './schema-files';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility of the homes (axe: serious and critical)', () => {
  for (const variant of VARIANTS) {
    it(`${variantName(variant)} home`, async () => {
      // AxeBuilder needs a page of a context made by browser.newContext()
      const context = await newContext(browser, baseUrl, variant.viewport);
      try {
        const page = await context.newPage();
        const url = `${variantBase(variant)}/${readRouteFile(variant).home}`;
        await page.goto(url, { waitUntil: 'load' });
        await settle(page);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const bad = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}x, e.g. ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`);
        expect(bad, `axe on ${url}`).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
