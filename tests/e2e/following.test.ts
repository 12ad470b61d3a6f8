// Following applications in Chromium. Default pc, demo candidate 13800000001: the application
// assistant (usercenter) lists the seeded applications with their status labels; the one past qualification review
// opens on recruitmentflow with its dated timeline and its background-check question, which the candidate agrees to;
// the one with an interview invitation offers three times, and the candidate confirms one; the interview with open
// feedback is rated. Army h5, demo candidate 13800000002: an application still 投递成功 is withdrawn and leaves the
// list. The chat page shows the messages read-only. Screenshots of usercenter and recruitmentflow (1280x800 and
// 390x844) go to test-results/screenshots/.
//
// Seeded rows this file changes (server/seed/applications-demo.ts): of 13800000001 (portal 1001) the background
// check of the 资格审查通过 application (agreed), the interview invitation of the 应聘流程中 application (slot
// 2026-11-26 14:00 taken) and the feedback of the application open for it (given); of 13800000002 (portal 1002) one
// application in status 投递成功 (withdrawn).
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { settle } from './browser';
import { SCREENSHOTS, useBrowserPerFile } from './browser-per-file';
import { DEMO_CANDIDATE, expectShown, loginThroughUi, PC_BASE, submitLogin, type Candidate } from './resume-helpers';

const baseUrl = workerBaseUrl();
const ARMY_CANDIDATE: Candidate = { account: '13800000002', password: 'Portal@2026' };
const ARMY_H5_BASE = '/site/1/1002/portal/h5/army/h5/layout';
const DEFAULT_H5_BASE = '/site/1/1001/portal/h5/default/h5/layout';

const { freshPage } = useBrowserPerFile(baseUrl);

/** Logs in on the login page of the variant at `base` and waits to be back at `back`. */
async function loginAt(page: Page, base: string, candidate: Candidate, back: string): Promise<void> {
  await page.goto(`${base}/login?redirect=${encodeURIComponent(back)}`, { waitUntil: 'load' });
  await submitLogin(page, candidate, back);
}

/** A full-page screenshot, once the toasts (登录成功 and the like) have gone. */
async function shot(page: Page, name: string): Promise<void> {
  await page.locator('.adm-toast-main, .ant-message-notice').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  await page.screenshot({ path: join(SCREENSHOTS, `following-${name}.png`), fullPage: true });
}

/** The pc rows of the application assistant. */
const pcRows = (page: Page) => page.locator('li.pc-delivery');

/** Chooses a status in the pc filter and waits for the list to show only that status. */
async function pcFilter(page: Page, label: string): Promise<Locator> {
  await page.getByRole('group', { name: '按申请状态筛选' }).getByText(label, { exact: true }).click();
  await expect.poll(async () => new URL(page.url()).searchParams.get('status'), { timeout: 10_000 }).not.toBeNull();
  await settle(page);
  const rows = pcRows(page);
  await expect.poll(async () => (await rows.locator('.pc-delivery-status').allInnerTexts()).every((t) => t.includes(label)), { timeout: 10_000 }).toBe(true);
  return rows;
}

async function confirmDialog(page: Page, button: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ state: 'visible' });
  // pressed once it has zoomed in, as a person would: a press during antd's opening motion was lost on a loaded machine
  await expect.poll(async () => (await dialog.getAttribute('class')) ?? '', { message: 'the dialog has opened' }).not.toMatch(/-(appear|enter)/);
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('following applications: default pc', () => {
  it('lists the applications with status labels, opens one with its dated timeline, agrees to the background check', async () => {
    const watched = await freshPage('desktop');
    const { page } = watched;
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginThroughUi(page, 'pc', DEMO_CANDIDATE, `${PC_BASE}/usercenter`);
    await settle(page);
    const statuses = await pcRows(page).locator('.pc-delivery-status').allInnerTexts();
    for (const label of ['投递成功', '资格审查通过', '资格审查未通过', '应聘流程中', '招聘已结束', '报名已截止']) {
      expect(statuses.some((s) => s.includes(label)), `a row labelled ${label} among ${statuses.join(', ')}`).toBe(true);
    }
    await shot(page, 'usercenter-pc-1280');

    const passed = await pcFilter(page, '资格审查通过');
    await expect.poll(() => passed.count()).toBe(1);
    await passed.getByRole('link', { name: '查看进度' }).click();
    await page.waitForURL((url) => url.pathname === `${PC_BASE}/recruitmentflow` && url.searchParams.has('deliveryId'));
    await settle(page);
    const timeline = page.getByRole('region', { name: '申请进度' });
    const events = (await timeline.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(events[0]).toMatch(/^投递成功 2026-10-20 10:00$/);
    expect(events.at(-1)).toBe('资格审查通过 2026-11-14 10:00 资格审查通过，请留意背景调查通知');
    expect(events.every((e) => /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(e))).toBe(true);
    await expectShown(page.getByRole('region', { name: '消息通知' }), '背景调查授权确认', 'the notifications');
    await shot(page, 'recruitmentflow-pc-1280');

    await page.getByRole('group', { name: '背景调查授权' }).getByRole('button', { name: '同意背景调查' }).click();
    await confirmDialog(page, '确认同意');
    await expectShown(page.locator('.pc-flow__summary'), '已同意背景调查', 'the application');
    await page.reload();
    await settle(page);
    await expectShown(page.locator('.pc-flow__summary'), '已同意背景调查', 'the application after a reload');
    expect(watched.report()).toEqual([]);
  });

  it('confirms an interview time and gives interview feedback', async () => {
    const watched = await freshPage('desktop');
    const { page } = watched;
    await loginThroughUi(page, 'pc', DEMO_CANDIDATE, `${PC_BASE}/usercenter`);
    await settle(page);
    const applying = await pcFilter(page, '应聘流程中');
    await applying.first().getByRole('link', { name: '查看进度' }).click();
    await settle(page);
    const times = page.getByRole('radiogroup', { name: '请选择面试时间' });
    await times.waitFor({ state: 'visible' });
    expect(await times.getByRole('radio').count()).toBe(3);
    await expectShown(times, '总部大楼3层301会议室', 'the interview times');
    await times.getByRole('radio', { name: /2026-11-26 14:00-15:00/ }).check();
    await page.getByRole('button', { name: '确认面试时间' }).click();
    await expectShown(page.getByRole('region', { name: '消息通知' }), '已确认面试时间：2026-11-26 14:00-15:00', 'the invitation');
    await shot(page, 'interview-confirmed-pc');

    await page.goto(`${PC_BASE}/usercenter`);
    await settle(page);
    await page.getByRole('link', { name: '面试评价' }).first().click();
    const feedback = page.getByRole('region', { name: '评价本次面试' });
    await feedback.waitFor({ state: 'visible' });
    await feedback.getByRole('button', { name: '提交评价' }).click();
    await expectShown(feedback, '请选择评分', 'the feedback form');
    await feedback.getByText('4 较好', { exact: true }).click();
    await feedback.getByLabel('意见与建议').fill('面试安排清楚，等候时间短。');
    await feedback.getByRole('button', { name: '提交评价' }).click();
    await expectShown(feedback, '感谢您的评价', 'the feedback form');
    await page.reload();
    await settle(page);
    expect(await page.getByRole('region', { name: '评价本次面试' }).count(), 'feedback is given once').toBe(0);

    // the chat page: the employer's messages as a read-only thread, and where replies go
    await page.goto(`${PC_BASE}/chat`);
    await settle(page);
    await expectShown(page.getByRole('list', { name: '消息记录' }), '面试邀请', 'the chat thread');
    await expectShown(page.locator('main'), '只能查看，不能在此回复', 'the chat page');
    expect(await page.locator('main').getByRole('textbox').count(), 'no reply box').toBe(0);
    await shot(page, 'chat-pc');
    expect(watched.report()).toEqual([]);
  });
});

describe('following applications: h5', () => {
  it('army h5: withdraws an application still 投递成功 and it leaves the list', async () => {
    const watched = await freshPage('phone');
    const { page } = watched;
    await loginAt(page, ARMY_H5_BASE, ARMY_CANDIDATE, `${ARMY_H5_BASE}/usercenter`);
    await settle(page);
    await shot(page, 'usercenter-army-h5-390');
    await page.getByRole('group', { name: '按申请状态筛选' }).getByRole('button', { name: '投递成功' }).click();
    await settle(page);
    const cards = page.locator('li.h5-delivery');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const before = await cards.count();
    await cards.first().getByRole('button', { name: '撤回申请' }).click();
    await confirmDialog(page, '确认撤回');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(before - 1);
    await page.reload();
    await settle(page);
    expect(await page.locator('li.h5-delivery').count()).toBe(before - 1);
    expect(watched.report()).toEqual([]);
  });

  it('default h5: the recruitment flow of an application at 390x844', async () => {
    const watched = await freshPage('phone');
    const { page } = watched;
    await loginAt(page, DEFAULT_H5_BASE, DEMO_CANDIDATE, `${DEFAULT_H5_BASE}/recruitmentflow`);
    await settle(page);
    await expectShown(page.locator('main, body'), '请选择要查看进度的申请', 'the flow page');
    await page.locator('.h5-flow__pick').filter({ hasText: '资格审查未通过' }).first().click();
    await settle(page);
    const timeline = page.getByRole('region', { name: '申请进度' });
    await expectShown(timeline, '专业方向与岗位要求不符', 'the timeline');
    await shot(page, 'recruitmentflow-h5-390');
    await page.goto(`${DEFAULT_H5_BASE}/usercenter`);
    await settle(page);
    await shot(page, 'usercenter-h5-390');
    expect(watched.report()).toEqual([]);
  });
});
