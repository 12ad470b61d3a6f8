// The spec's rules that existed as functions and now run in the app, seen in Chromium:
// at start-up a missing token is fetched with accesstoken.get and a token of another domain is replaced (the
// spec's session rules); in the censor domain a stored token without a saved user is removed before anything asks with it;
// menu_config holds the site file's menu of the terminal (the spec's session key); a refused application shows the
// 温馨提示 notification with the messages one per line (the spec's failure notification). Read-only: nothing seeded is changed
// (the refusal is the server's answer replaced in the browser).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import type { Paged } from '@/src/core/envelope';
import type { Position } from '@/src/core/entities';
import { settle, type Viewport } from './browser';
import { useBrowserPerFile } from './browser-per-file';
import { DEMO_CANDIDATE, H5_BASE, loginThroughUi, PC_BASE } from './resume-helpers';
import { ROOT } from './server';

const baseUrl = workerBaseUrl();
const PORTAL = '1001';
const TOKEN_KEY = `token_key_portal:${PORTAL}`;
const CENSOR_LOGIN = `/site/1/${PORTAL}/censor/pc/default/pc/censorlogin`;
const siteFile = JSON.parse(readFileSync(join(ROOT, 'schemas', 'sites', 'default.json'), 'utf8')) as { nav: Record<string, unknown> };

const browserPerFile = useBrowserPerFile(baseUrl);
const freshPage = async (viewport: Viewport = 'desktop'): Promise<Page> => (await browserPerFile.freshPage(viewport)).page;

/** The session calls the page makes from now on: "get <domain> <token sent>" or "user <domain> <token sent>". */
function recordSessionCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const match = /\/pt\/accesstoken\/(user\/)?(portal|censor)(\?|$)/.exec(new URL(request.url()).pathname + '?');
    if (match) calls.push(`${match[1] ? 'user' : 'get'} ${match[2]} ${request.headers()['x-portal-token'] ?? '-'}`);
  });
  return calls;
}

const storedToken = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { value: string; domain?: string } | null, TOKEN_KEY);

describe('start-up: the token (the session rules of the spec)', () => {
  it('fetches a missing token with accesstoken.get first, then reuses the cached one', async () => {
    const page = await freshPage();
    const calls = recordSessionCalls(page);
    await page.goto(`${PC_BASE}/home`, { waitUntil: 'load' });
    await settle(page);
    const token = await storedToken(page);
    expect(token?.value, 'a token is stored').toBeTruthy();
    expect(calls, 'accesstoken.get without a token, then the user with the new one').toEqual(['get portal -', `user portal ${token?.value}`]);

    calls.length = 0;
    await page.reload({ waitUntil: 'load' });
    await settle(page);
    expect(calls, 'a cached token is not fetched again').toEqual([`user portal ${token?.value}`]);
  });

  it('forces a new token when the cached one was issued for another domain', async () => {
    const page = await freshPage();
    await page.goto(`${PC_BASE}/home`, { waitUntil: 'load' });
    await settle(page);
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ key: 'x-portal-token', value: 'a-reviewers-token', domain: 'censor' })), TOKEN_KEY);
    const calls = recordSessionCalls(page);
    await page.reload({ waitUntil: 'load' });
    await settle(page);
    const token = await storedToken(page);
    expect(calls[0], 'accesstoken.get is asked although a token is cached').toBe('get portal a-reviewers-token');
    expect(token?.domain).toBe('portal');
    expect(token?.value).not.toBe('a-reviewers-token');
  });

  it('in the censor domain removes a token without a saved user before asking with it', async () => {
    const page = await freshPage();
    await page.goto(`${PC_BASE}/home`, { waitUntil: 'load' });
    await settle(page);
    await page.evaluate((key) => {
      localStorage.setItem(key, JSON.stringify({ key: 'x-portal-token', value: 'orphan-reviewer-token', domain: 'censor' }));
      localStorage.removeItem('user:1001');
    }, TOKEN_KEY);
    const calls = recordSessionCalls(page);
    await page.goto(CENSOR_LOGIN, { waitUntil: 'load' });
    await settle(page);
    expect(calls[0], 'the orphan token is not sent: it was removed').toBe('get censor -');
    expect(calls.some((call) => call.endsWith('orphan-reviewer-token')), 'no session call carries it').toBe(false);
    expect((await storedToken(page))?.value).not.toBe('orphan-reviewer-token');
    await page.getByRole('heading', { name: /登录/ }).first().waitFor({ timeout: 10_000 });
  });
});

describe('menu_config (a session storage key the spec names)', () => {
  it.each([
    ['pc', 'desktop', `${PC_BASE}/home`],
    ['h5', 'phone', `${H5_BASE}/home`],
  ] as const)('holds the site menu of %s in session storage', async (terminal, viewport, path) => {
    const page = await freshPage(viewport);
    await page.goto(path, { waitUntil: 'load' });
    await settle(page);
    const menu = await page.evaluate(() => JSON.parse(sessionStorage.getItem('menu_config') ?? 'null'));
    expect(menu).toEqual(siteFile.nav[terminal]);
  });
});

describe('the failure notification (温馨提示, as the spec shows it)', () => {
  it('a refused application shows 温馨提示 with the messages one per line', async () => {
    const answer = await fetch(`${baseUrl}/pt/portal/rest/careers/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'qx-portal': PORTAL },
      body: JSON.stringify({ page: 1, pageSize: 20 }),
    });
    const positions = ((await answer.json()) as { data: Paged<Position> }).data.list;
    const position = positions.find((p) => p.status === 'open');
    expect(position, 'an open position in the demo data').toBeTruthy();
    if (!position) return;
    const page = await freshPage();
    const apply = `${PC_BASE}/apply/delivery/${position.id}/${position.recruitType}`;
    await loginThroughUi(page, 'pc', DEMO_CANDIDATE, apply);
    // what the server would say when the position changed meanwhile: a refusal without errorMessage, two messages
    await page.route('**/pt/usercenter/rest/wizard/apply/page*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ success: false, data: null, errorCode: 'POSITION_CHANGED', errorMessage: '', showType: 2, messages: ['职位信息已调整', '请刷新后再投递'] }),
      }),
    );
    // the ready view whatever the demo candidate's resume lacks: the check is the server's, its state made ready
    await page.route(`**/pt/usercenter/rest/wizard/apply/${position.id}*`, async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as { data: { state: string } };
      body.data.state = 'ready';
      await route.fulfill({ response: real, json: body });
    });
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('button', { name: '确认投递' }).click({ timeout: 20_000 });
    const box = page.locator('.ant-notification-notice').filter({ hasText: '温馨提示' });
    await box.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await box.locator('.ant-notification-notice-description').innerText()).toBe('职位信息已调整\n请刷新后再投递');
  });
});
