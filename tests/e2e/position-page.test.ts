// The position page in Chromium, pc (1366x900) and h5 (390x844), demo portal 1001: opened in a new tab
// (recruitmentview/{id}/{src}/{backUrl}?headStyle=false) it has no site header but a compact bar with the site
// name, a login link that comes back, and a link back to the decoded return path. A candidate registered for
// this file, with a complete social resume, signs in from that bar, applies from the page and sees 投递成功;
// the position page then shows 已申请 (also after a reload) and its link leads to that application's progress.
// The background-check buttons of demo candidate 13800000002 (army, whose check other files leave pending)
// stand apart on the list and the progress page. Screenshots go to test-results/screenshots/.
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { Position } from '@/src/core/entities';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { settle, type Viewport } from './browser';
import { SCREENSHOTS, useBrowserPerFile } from './browser-per-file';
import { registerByApi } from './register-by-api';
import { completeResumeByApi } from './complete-resume-by-api';
import { expectShown, H5_BASE, PC_BASE, submitLogin, waitForPath, type Candidate, type Terminal } from './resume-helpers';

const baseUrl = workerBaseUrl();
const ARMY_CANDIDATE: Candidate = { account: '13800000002', password: 'Portal@2026' };

const { freshPage } = useBrowserPerFile(baseUrl);
let positions: Position[];
beforeAll(async () => {
  const response = await fetch(`${baseUrl}/pt/portal/rest/careers/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'qx-portal': '1001' },
    body: JSON.stringify({ page: 1, pageSize: 20, recruitType: 'social' }),
  });
  positions = ((await response.json()) as { data: { list: Position[] } }).data.list.filter((p) => p.status === 'open');
});

const TERMINALS: Array<{ terminal: Terminal; viewport: Viewport; base: string; list: string; pick: number; apply: (id: number) => string }> = [
  { terminal: 'pc', viewport: 'desktop', base: PC_BASE, list: `${PC_BASE}/recruitment/social/searchAll?page=2`, pick: 0, apply: (id) => `${PC_BASE}/apply/delivery/${id}/social` },
  { terminal: 'h5', viewport: 'phone', base: H5_BASE, list: `${H5_BASE}/recruitment/all/searchAll?tab=social`, pick: 1, apply: (id) => `${H5_BASE}/apply/delivery/${id}` },
];

const bar = (page: Page) => page.getByRole('banner', { name: '页面顶栏' });

describe.each(TERMINALS)('the position page on $terminal', ({ terminal, viewport, base, list, pick, apply }) => {
  it('opened in a new tab: a bar instead of the header; sign in from it, apply, and 已申请 leads to the progress', async () => {
    const candidate = await registerByApi(baseUrl, 1001, `申请人${terminal}`);
    await completeResumeByApi(baseUrl, 1001, candidate, 'social');
    const target = positions[pick];
    const newTab = `${base}/recruitmentview/${target.id}/social/${encodeURIComponent(list)}`;
    const watched = await freshPage(viewport);
    const { page } = watched;
    await page.goto(`${newTab}?headStyle=false`, { waitUntil: 'load' });
    await settle(page);

    // no site header or tab bar, the compact bar instead
    await bar(page).waitFor({ state: 'visible', timeout: 20_000 });
    expect(await page.getByRole('navigation').count(), 'no site navigation').toBe(0);
    await expectShown(bar(page), '人才招聘网', 'the bar names the site');
    expect(await bar(page).getByRole('link', { name: /返回/ }).getAttribute('href')).toBe(list);
    await expectShown(page.locator('main'), target.title, 'the position');
    await page.screenshot({ path: join(SCREENSHOTS, `position-newtab-${terminal}-guest.png`) });

    // a guest signs in from the bar and comes back to this page
    await bar(page).getByRole('link', { name: '登录' }).click();
    await waitForPath(page, `${base}/login`);
    await submitLogin(page, candidate, newTab);
    expect(new URL(page.url()).searchParams.get('headStyle')).toBe('false');
    await expectShown(bar(page), `已登录：申请人${terminal}`, 'the bar names the candidate');
    await settle(page);
    await page.screenshot({ path: join(SCREENSHOTS, `position-newtab-${terminal}.png`) });

    // apply from the new-tab page
    const applyButton = terminal === 'pc' ? page.getByRole('link', { name: '立即申请' }) : page.getByRole('button', { name: '立即申请' });
    await applyButton.click();
    await waitForPath(page, apply(target.id));
    await page.getByRole('heading', { name: '简历已满足该职位的要求' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: '确认投递' }).click();
    await page.getByRole('heading', { name: '投递成功' }).waitFor({ timeout: 15_000 });

    // the position page, reloaded: 已申请, and its link leads to that application's progress
    await page.goto(`${base}/recruitmentview/${target.id}/social`, { waitUntil: 'load' });
    await page.reload({ waitUntil: 'load' });
    await settle(page);
    await expectShown(page.getByRole('status'), '已申请', 'the position page');
    expect(await applyButton.count(), 'no apply button once applied').toBe(0);
    await page.screenshot({ path: join(SCREENSHOTS, `position-applied-${terminal}.png`) });
    await page.getByRole('link', { name: '查看申请进度' }).click();
    await page.waitForURL((url) => url.pathname === `${base}/recruitmentflow` && /^\d+$/.test(url.searchParams.get('deliveryId') ?? ''), { timeout: 15_000 });
    await settle(page);
    await expectShown(page.locator('main'), target.title, 'the progress names the position');
    await expectShown(page.getByRole('region', { name: '申请进度' }), '投递成功', 'the progress of the new application');

    // the new-tab page says 已申请 too, and its bar leads back to the list it was opened from
    await page.goto(`${newTab}?headStyle=false`, { waitUntil: 'load' });
    await settle(page);
    await expectShown(page.getByRole('status'), '已申请', 'the new-tab page');
    await bar(page).getByRole('link', { name: /返回/ }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === list, { timeout: 15_000 });
    expect(watched.report()).toEqual([]);
  });
});

/** The horizontal space between two buttons (negative when they overlap). */
async function gapBetween(first: Locator, second: Locator): Promise<number> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) throw new Error('a background-check button is not drawn');
  return b.x - (a.x + a.width);
}

describe('the two background-check buttons', () => {
  for (const [terminal, viewport, base] of [
    ['pc', 'desktop', '/site/1/1002/portal/pc/army/pc'],
    ['h5', 'phone', '/site/1/1002/portal/h5/army/h5/layout'],
  ] as const) {
    it(`stand apart on the list and on the progress page (${terminal})`, async () => {
      const watched = await freshPage(viewport);
      const { page } = watched;
      await page.goto(`${base}/login?redirect=${encodeURIComponent(`${base}/usercenter`)}`, { waitUntil: 'load' });
      await submitLogin(page, ARMY_CANDIDATE, `${base}/usercenter`);
      await settle(page);
      const group = page.getByRole('group', { name: '背景调查授权' }).first();
      await group.waitFor({ state: 'visible', timeout: 20_000 });
      const buttons = () => [group.getByRole('button', { name: '同意背景调查' }), group.getByRole('button', { name: '不同意' })] as const;
      expect(await gapBetween(...buttons()), 'space between the buttons on the list').toBeGreaterThanOrEqual(8);

      const item = page.locator('li').filter({ has: page.getByRole('group', { name: '背景调查授权' }) }).first();
      await item.getByRole('link', { name: '查看进度' }).first().click();
      await page.waitForURL((url) => url.pathname === `${base}/recruitmentflow` && url.searchParams.has('deliveryId'), { timeout: 15_000 });
      // loaded afresh: no style of the list page is left over
      await page.reload({ waitUntil: 'load' });
      await settle(page);
      await group.waitFor({ state: 'visible', timeout: 20_000 });
      expect(await gapBetween(...buttons()), 'space between the buttons on the progress page').toBeGreaterThanOrEqual(8);
      await page.screenshot({ path: join(SCREENSHOTS, `bc-buttons-${terminal}.png`) });
      expect(watched.report()).toEqual([]);
    });
  }
});
