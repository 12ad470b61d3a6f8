// Cache poisoning (V14 web cache / V5 injection through headers): rendered pages are kept for the guests' window,
// and a page names its own address (canonical link, og:url, JobPosting) from the request's host. Replayed: a
// request with a forged Host header asks first; a visitor of the real host must then get a page that names the
// real host, never the forged one; and with PORTAL_PUBLIC_URL set, no page names the forged host at all. Runs
// against the built server (hence .browser, with the e2e suite).
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@/tests/e2e/server';

const HOME = '/site/1/1001/portal/pc/default/pc/home?poison';
const PUBLIC_URL = 'https://jobs.example.org';
let server: RunningServer;
let named: RunningServer;

/** A server whose pages are kept a minute, with the environment given. */
async function serverWith(name: string, env: Record<string, string>): Promise<RunningServer> {
  const before = { ...process.env };
  Object.assign(process.env, { PORTAL_PUBLIC_CACHE_MS: '60000', ...env });
  try {
    return await startServer({ name });
  } finally {
    for (const key of ['PORTAL_PUBLIC_CACHE_MS', ...Object.keys(env)]) {
      if (before[key] === undefined) delete process.env[key];
      else process.env[key] = before[key];
    }
  }
}

beforeAll(async () => {
  server = await serverWith('page-cache-poisoning', {});
  named = await serverWith('page-cache-public-url', { PORTAL_PUBLIC_URL: PUBLIC_URL });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await named?.stop();
});

function ask(host: string, to: RunningServer = server): Promise<{ kept: string | undefined; html: string }> {
  const { port } = new URL(to.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: HOME, headers: { host, accept: 'text/html' } }, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (html += chunk));
      res.on('end', () => resolve({ kept: res.headers['x-portal-cache'] as string | undefined, html }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a page drawn for a forged Host header', () => {
  it('is never served to the real host', async () => {
    const real = new URL(server.url).host;
    const forged = await ask('evil.example');
    expect(forged.html).toContain('http://evil.example/site/1/1001/portal/pc/default/pc/home');
    const visitor = await ask(real);
    expect(visitor.kept).toBe('miss');
    expect(visitor.html).not.toContain('evil.example');
    expect(visitor.html).toContain(`http://${real}/site/1/1001/portal/pc/default/pc/home`);
    const again = await ask(real);
    expect(again.kept).toBe('hit');
    expect(again.html).not.toContain('evil.example');
  });
});

describe('a portal that names its public address (PORTAL_PUBLIC_URL)', () => {
  it('writes that address into every page, whatever Host asked', async () => {
    const forged = await ask('evil.example', named);
    expect(forged.html).not.toContain('evil.example');
    expect(forged.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/site/1/1001/portal/pc/default/pc/home"`);
    const visitor = await ask(new URL(named.url).host, named);
    expect(visitor.kept).toBe('hit');
    expect(visitor.html).toBe(forged.html);
  });
});
