// Pages as the server sends them, read without a browser: status, the rendered root's text, the state it carries.
import type { BootState } from '@/src/core/boot-state';

export async function fetchPage(baseUrl: string, path: string): Promise<{ status: number; html: string; location: string | null }> {
  const response = await fetch(baseUrl + path, { headers: { accept: 'text/html' }, redirect: 'manual' });
  // strict: an answer that is not valid UTF-8 fails here rather than being read with replacement characters
  const html = new TextDecoder('utf-8', { fatal: true }).decode(await response.arrayBuffer());
  return { status: response.status, html, location: response.headers.get('location') };
}

/** The root element's HTML as sent. */
export function rootHtml(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="portal-boot">');
  if (start < 0) return '';
  return html.slice(start + '<div id="root">'.length, end < 0 ? html.indexOf('</div>', start) : end);
}

/** The text a person would read in the root, tags and scripts taken out. */
export function rootText(html: string): string {
  return rootHtml(html)
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function bootOf(html: string): BootState | null {
  const match = /<script type="application\/json" id="portal-boot">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]) as BootState) : null;
}

/**
 * Makes a page load its site's pages as the browser alone draws them (the server's state taken out), for tests of
 * what the browser does when its own call fails: a server-rendered page would not make that call.
 */
export async function drawnByBrowser(page: import('playwright-core').Page): Promise<void> {
  await page.route('**/site/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script type="application\/json" id="portal-boot">[\s\S]*?<\/script>/, '');
    await route.fulfill({ response, body: html });
  });
}
