// A position page as a search engine that runs JavaScript reads it: pc and h5 carry the
// position's title, description, canonical address and Open Graph tags in the head, and one schema.org
// JobPosting with the fields Google's job search requires; its url is the pc page /sitemap.xml lists for it (an
// h5 page names the pc one).
import type { Position } from '@/src/core/entities';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { settle, type Viewport } from './browser';
import { useBrowserPerFile } from './browser-per-file';
import { H5_BASE, PC_BASE } from './resume-helpers';

const baseUrl = workerBaseUrl();
const { freshPage } = useBrowserPerFile(baseUrl);
let position: Position;
beforeAll(async () => {
  const response = await fetch(`${baseUrl}/pt/portal/rest/careers/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'qx-portal': '1001' },
    body: JSON.stringify({ page: 1, pageSize: 5, recruitType: 'social' }),
  });
  position = ((await response.json()) as { data: { list: Position[] } }).data.list[0];
});

const PAGES: Array<{ terminal: string; viewport: Viewport; path: (id: number) => string }> = [
  { terminal: 'pc', viewport: 'desktop', path: (id) => `${PC_BASE}/recruitmentview/${id}` },
  { terminal: 'h5', viewport: 'phone', path: (id) => `${H5_BASE}/recruitmentview/${id}/social` },
];

describe.each(PAGES)('JobPosting on the $terminal position page', ({ viewport, path }) => {
  it("carries the position's JobPosting with Google's required fields and the sitemap's address", async () => {
    const { page } = await freshPage(viewport);
    await page.goto(`${baseUrl}${path(position.id)}`, { waitUntil: 'load' });
    await settle(page);
    await page.locator('main').getByText(position.title, { exact: true }).first().waitFor({ timeout: 20_000 });
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts, 'one JSON-LD block').toHaveLength(1);
    const data = JSON.parse(scripts[0]) as Record<string, any>;
    expect(data['@type']).toBe('JobPosting');
    expect(data.title).toBe(position.title);
    expect(data.description).toContain('<p>');
    expect(data.datePosted).toBe(position.publishDate);
    expect(data.validThrough).toMatch(new RegExp(`^${position.deadline}T`));
    expect(data.hiringOrganization.name).toBeTruthy();
    expect(data.jobLocation.address.addressCountry).toBe('CN');
    expect(data.identifier.value).toBe(String(position.id));
    expect(data.url).toBe(`${baseUrl}${PC_BASE}/recruitmentview/${position.id}`);
    // the head says the same: title, description, canonical address, Open Graph
    expect(await page.title()).toBe(`${position.title} - 人才招聘网`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(data.url);
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(data.url);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(position.title);
    expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(10);
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap, 'the sitemap lists the same address').toContain(`${PC_BASE}/recruitmentview/${position.id}</loc>`);
  });
});

describe('the head of a notice page', () => {
  it('names the notice, its summary and the pc page the sitemap lists, from h5 too, with no JobPosting', async () => {
    const response = await fetch(`${baseUrl}/pt/portal/notice/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'qx-portal': '1001' },
      body: JSON.stringify({ page: 1, pageSize: 1 }),
    });
    const notice = ((await response.json()) as { data: { list: Array<{ id: number; title: string }> } }).data.list[0];
    const { page } = await freshPage('phone');
    await page.goto(`${baseUrl}${H5_BASE}/notice/${notice.id}`, { waitUntil: 'load' });
    await settle(page);
    await expect.poll(() => page.title(), { timeout: 20_000 }).toBe(`${notice.title} - 人才招聘网`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl}${PC_BASE}/notice/${notice.id}`);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
  });
});
