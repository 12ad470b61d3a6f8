// V5.3 / V14.x (ASVS): the sitemap and robots.txt write the portal's address into what crawlers read. With
// PORTAL_PUBLIC_URL set, a forged Host header does not reach them; without it, whatever the Host says is escaped
// as XML text and cannot open markup.
import { afterAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '@/tests/api/helpers';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function answers(publicUrl: string | undefined, host: string) {
  const t = await startApp({ seo: { publicUrl } });
  apps.push(t);
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host } });
  return { sitemap: (await get('/sitemap.xml')).body, robots: (await get('/robots.txt')).body };
}

describe('the address in the sitemap and robots.txt', () => {
  it('is PORTAL_PUBLIC_URL whatever Host the request claims', async () => {
    const { sitemap, robots } = await answers('https://jobs.example.org', 'evil.example');
    expect(sitemap).not.toContain('evil.example');
    expect(robots).not.toContain('evil.example');
    expect(sitemap).toContain('<loc>https://jobs.example.org/site/');
    expect(robots).toContain('Sitemap: https://jobs.example.org/sitemap.xml');
  });

  it('escapes a Host that carries markup when no public address is set', async () => {
    const { sitemap } = await answers(undefined, 'x.org"><script>alert(1)</script>');
    expect(sitemap).not.toContain('<script>');
    expect(sitemap).toContain('&lt;script&gt;');
    expect(sitemap.match(/<url>/g)?.length).toBe(sitemap.match(/<\/url>/g)?.length);
  });
});
