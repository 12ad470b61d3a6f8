// V5.3.3 / V5.3.6 (output encoding, injection into HTML and JavaScript contexts): a rendered page writes data that
// operators and API callers control into three places, the page's HTML, its state script (JSON) and its JobPosting
// (JSON-LD), and the visitor's language cookie into <html lang>. Replayed: a position whose title and text close
// the script they are written in and carry markup, and a cookie that closes the attribute. The first answer holds
// only the portal's own scripts, Chromium runs none of the attacker's, and the page shows the text as text.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '@/server/db/database';
import { launchBrowser, newContext, settle } from '@/tests/e2e/browser';
import { startServer, type RunningServer } from '@/tests/e2e/server';

const HOSTILE = `</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"><!--`;
const PC = '/site/1/1001/portal/pc/default/pc';

let server: RunningServer;
let browser: Browser;
let positionId: number;

beforeAll(async () => {
  server = await startServer({ name: 'ssr-injection' });
  const db = openDatabase(server.dbFile);
  const row = await db.selectFrom('positions').select('id').where('portal_id', '=', 1001).orderBy('id').limit(1).executeTakeFirstOrThrow();
  positionId = row.id;
  await db.updateTable('positions').set({ title: `Java ${HOSTILE}`, description: `职责 ${HOSTILE}` }).where('id', '=', positionId).execute();
  await sql`PRAGMA wal_checkpoint(PASSIVE)`.execute(db);
  await db.destroy();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The opening tags of the page's scripts, as the browser would find them in the first answer. */
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/gi) ?? [];

describe("a position's hostile title and text on its rendered page", () => {
  it('stay inside their contexts: the first answer has only the portal\'s own scripts', async () => {
    const response = await fetch(`${server.url}${PC}/recruitmentview/${positionId}`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('application/ld+json');
    // React's inline scripts that put late parts in place carry this answer's nonce, which only the portal knows.
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? 'none';
    const own = [/^<script type="module" crossorigin src="\/assets\/[\w.-]+\.js">$/, /^<script type="application\/json" id="portal-boot">$/, /^<script type="application\/ld\+json">$/];
    for (const tag of scriptTags(html)) {
      const portals = own.some((pattern) => pattern.test(tag)) || tag === `<script nonce="${nonce}">`;
      expect(portals, `a script the portal writes: ${tag}`).toBe(true);
    }
    expect(html).not.toContain('<script>window.__pwned');
    expect(html).not.toMatch(/<img src=x onerror/i);
  });

  it('run nothing in Chromium, and the page shows them as text', async () => {
    const context = await newContext(browser, server.url, 'desktop');
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${PC}/recruitmentview/${positionId}`, { waitUntil: 'load' });
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null)).toBeNull();
    expect(dialogs).toEqual([]);
    expect(await page.title()).toContain('</script><script>window.__pwned=1</script>');
    await expect.poll(() => page.getByRole('heading', { name: /window.__pwned=1/ }).count()).toBeGreaterThan(0);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { title?: string };
    expect(jsonLd.title).toBe(`Java ${HOSTILE}`);
    await context.close();
  });
});

describe('a language cookie that closes the attribute it is written in', () => {
  it('is not a language: the page is drawn in Chinese and nothing of the cookie reaches the HTML', async () => {
    const response = await fetch(`${server.url}${PC}/home`, { headers: { accept: 'text/html', cookie: 'umi_locale="><script>window.__fromCookie=1</script>' } });
    const html = await response.text();
    expect(html).toMatch(/<html lang="zh-CN">/);
    expect(html).not.toContain('__fromCookie');
  });
});
