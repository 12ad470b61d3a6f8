// Rendered pages are kept for the guests' window. A page is drawn for a guest whoever asks, so the second
// ask within the window gets the same page from memory, a crowd asking at once waits for one drawing, each language
// is its own page, and a page whose data did not all come is never kept. The server here keeps pages a minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server';

const HOME = '/site/1/1001/portal/h5/default/h5/layout/home';
let server: RunningServer;

beforeAll(async () => {
  const before = process.env.PORTAL_PUBLIC_CACHE_MS;
  process.env.PORTAL_PUBLIC_CACHE_MS = '60000';
  try {
    server = await startServer({ name: 'page-cache' });
  } finally {
    if (before === undefined) delete process.env.PORTAL_PUBLIC_CACHE_MS;
    else process.env.PORTAL_PUBLIC_CACHE_MS = before;
  }
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

async function ask(path: string, cookie?: string) {
  const response = await fetch(server.url + path, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  return { status: response.status, kept: response.headers.get('x-portal-cache'), vary: response.headers.get('vary'), html: await response.text() };
}

describe('a rendered page within the guests’ window', () => {
  it('is drawn once, then served whole from memory', async () => {
    const first = await ask(`${HOME}?first`);
    const second = await ask(`${HOME}?first`);
    expect([first.kept, second.kept]).toEqual(['miss', 'hit']);
    expect(second.status).toBe(200);
    expect(second.html).toBe(first.html);
    expect(second.vary).toContain('cookie');
  });

  it('is drawn once for a crowd asking at once', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(`${HOME}?crowd`)));
    expect(answers.filter((a) => a.kept === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((a) => a.html)).size).toBe(1);
    expect(answers.every((a) => a.html.includes('id="portal-boot"'))).toBe(true);
  });

  it('is kept per language', async () => {
    const chinese = await ask(`${HOME}?language`);
    const english = await ask(`${HOME}?language`, 'umi_locale=en-US');
    const englishAgain = await ask(`${HOME}?language`, 'umi_locale=en-US');
    expect([chinese.kept, english.kept, englishAgain.kept]).toEqual(['miss', 'miss', 'hit']);
    expect(english.html).toContain('<html lang="en-US"');
    expect(chinese.html).toContain('<html lang="zh-CN"');
  });

  it('is never kept when a block’s data failed (the browser asks again for it): here a missing position, a 404', async () => {
    const path = '/site/1/1001/portal/pc/default/pc/recruitmentview/99999999';
    const first = await ask(path);
    const second = await ask(path);
    expect([first.status, second.status]).toEqual([404, 404]);
    expect([first.kept, second.kept]).toEqual(['miss', 'miss']);
  });
});
