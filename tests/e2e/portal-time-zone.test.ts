// Times in the portal's zone (not the browser's): a browser on UTC reads the same times as one on Asia/Shanghai,
// the zone the demo portals' site config names. Read-only: nothing seeded is changed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { desktopContext, phoneContext, settle, watchPage } from './browser';
import { useBrowserPerFile } from './browser-per-file';
import { DEMO_CANDIDATE, loginThroughUi, PC_BASE } from './resume-helpers';

const baseUrl = workerBaseUrl();
const ARMY_PC = '/site/1/1002/portal/pc/army/pc';
const ARMY_H5 = '/site/1/1002/portal/h5/army/h5/layout';
// server/db/seed/activities.ts: activity 6 of portal 1002, 2026-12-05 09:00-16:00 (+08:00), sign-up until 2026-12-03
const FAIR = '退役军人专场招聘会（北京站）';
const FAIR_ID = 6;
const FAIR_TIME = '2026-12-05 09:00-16:00';
const FAIR_DEADLINE = '2026-12-03';

const { browser, closeAfterTest } = useBrowserPerFile(baseUrl);

async function openFair(page: Page, base: string): Promise<string> {
  await page.goto(`${base}/applyActivity/${FAIR_ID}/applyActivity`, { waitUntil: 'load' });
  await settle(page);
  await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toContain(FAIR);
  await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toContain(FAIR_TIME);
  return page.locator('main').innerText();
}

describe('times in the portal zone, the browser on UTC', () => {
  it('the browser really is on UTC', async () => {
    const context = closeAfterTest(await desktopContext(browser(), baseUrl, 'UTC'));
    const page = await context.newPage();
    await page.goto(`${ARMY_PC}/home`, { waitUntil: 'load' });
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');
  });

  it('pc: the fair reads 09:00-16:00 and its deadline keeps its day, as on Asia/Shanghai', async () => {
    const context = closeAfterTest(await desktopContext(browser(), baseUrl, 'UTC'));
    const watched = watchPage(await context.newPage(), baseUrl);
    const onUtc = await openFair(watched.page, ARMY_PC);
    expect(onUtc).toContain(FAIR_DEADLINE);
    expect(onUtc).not.toContain('01:00-08:00');
    expect(watched.report()).toEqual([]);
    await context.close();

    const shanghai = closeAfterTest(await desktopContext(browser(), baseUrl, 'Asia/Shanghai'));
    const onShanghai = await openFair(await shanghai.newPage(), ARMY_PC);
    expect(onUtc).toBe(onShanghai);
  });

  it('h5: the fair reads 09:00-16:00', async () => {
    const context = closeAfterTest(await phoneContext(browser(), baseUrl, 'UTC'));
    const watched = watchPage(await context.newPage(), baseUrl);
    const text = await openFair(watched.page, ARMY_H5);
    expect(text).toContain(FAIR_DEADLINE);
    expect(watched.report()).toEqual([]);
  });

  it('pc: the interview times of the invitation read on the portal clock', async () => {
    const context = closeAfterTest(await desktopContext(browser(), baseUrl, 'UTC'));
    const watched = watchPage(await context.newPage(), baseUrl);
    const { page } = watched;
    await loginThroughUi(page, 'pc', DEMO_CANDIDATE, `${PC_BASE}/usercenter`);
    await settle(page);
    await page.getByRole('group', { name: '按申请状态筛选' }).getByText('应聘流程中', { exact: true }).click();
    await settle(page);
    await page.locator('li.pc-delivery').first().getByRole('link', { name: '查看进度' }).click();
    await settle(page);
    const invitation = page.locator('.pc-slots');
    await invitation.first().waitFor({ state: 'visible' });
    // applications-demo.ts: 01:00-02:00Z and 06:00-07:00Z on 2026-11-26; following.test.ts may have confirmed 14:00
    await expect.poll(() => invitation.first().innerText(), { timeout: 10_000 }).toMatch(/2026-11-26 (09:00-10:00|14:00-15:00)/);
    const text = await invitation.first().innerText();
    expect(text).not.toMatch(/2026-11-26 (01:00-02:00|06:00-07:00)/);
    if (await page.getByRole('radiogroup', { name: '请选择面试时间' }).count()) {
      expect(text).toContain('2026-11-26 09:00-10:00');
      expect(text).toContain('2026-11-26 14:00-15:00');
      expect(text).toContain('2026-11-27 09:30-11:30');
    }
    expect(watched.report()).toEqual([]);
  });
});
