// Reviewers and activity sign-ups in Chromium, on demo portal 1002 (army): a candidate with no applications of their own (13800000012)
// opens the activity zone on h5, reads an activity, signs up for it (completing the resume the activity's template
// asks for) and applies to a position; a reviewer of that position's unit (13900000002) signs in through censorlogin
// on pc, lands on the review workspace of the censor domain, finds the application by the candidate's mobile,
// reads the resume, starts the review and passes it with a comment; the candidate's recruitmentflow then shows
// 资格审查通过 with its date. Screenshots of the activity detail (1280x800, 390x844) and the review workspace
// (1280x800) go to test-results/screenshots/.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Activity, Position } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { settle, type WatchedPage } from './browser';
import { SCREENSHOTS, useBrowserPerFile } from './browser-per-file';
import { fillArmyPart, type ArmyPerson } from './army-h5-parts';
import {
  answerDraftOffer,
  expectShown,
  h5Form,
  h5Toasts,
  idNumber,
  POLL_MS,
  submitLogin,
  waitForPath,
  type Candidate,
} from './resume-helpers';

const baseUrl = workerBaseUrl();
const ARMY_H5 = '/site/1/1002/portal/h5/army/h5/layout';
const ARMY_PC = '/site/1/1002/portal/pc/army/pc';
const CENSOR_PC = '/site/1/1002/censor/pc/army/pc';
const CANDIDATE: Candidate = { account: '13800000012', password: 'Portal@2026' };
const REVIEWER: Candidate = { account: '13900000002', password: 'Portal@2026' };
const ACTIVITY_TITLE = '退役军人创业指导沙龙';
const POSITION_TITLE = '装备维修技师';
const COMMENT = '材料齐全，符合报名条件';
const BIRTH = '1988-03-21';
const DESKTOP_SHOT = { width: 1280, height: 800 };
const PHONE_SHOT = { width: 390, height: 844 };

const { freshPage } = useBrowserPerFile(baseUrl);

function expectClean(watched: WatchedPage, where: string): void {
  expect(watched.report(), `console errors, uncaught errors or failed requests (${where})`).toEqual([]);
}

async function publicCall<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${baseUrl}/pt${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'qx-portal': '1002' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}

async function snap(page: Page, name: string, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await settle(page);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

const CANDIDATE_PERSON = (): ArmyPerson => ({
  name: '赵卫国',
  gender: '男',
  idCard: idNumber(BIRTH, '110105', '357'),
  birth: BIRTH,
  mobile: CANDIDATE.account,
  email: `review.${Date.now().toString(36)}@example.com`,
  residence: ['北京市', '海淀区'],
  service: { unit: '某装甲旅', enlist: '2006-09-01', discharge: '2014-09-01' },
  education: { enrol: '2014-09', graduate: '2018-06' },
  expectedRegion: ['北京市', '海淀区'],
});

/**
 * On the apply-wizard page `apply`: when it asks for a complete resume, completes it part by part on
 * completeResume and comes back; then submits with `confirm` and waits for `done`.
 */
async function submitThroughWizard(page: Page, apply: string, confirm: string, ready: string, done: string): Promise<void> {
  const incomplete = page.getByRole('heading', { name: '请先完善简历' });
  const readyHeading = page.getByRole('heading', { name: ready });
  await Promise.race([incomplete.waitFor({ timeout: 20_000 }), readyHeading.waitFor({ timeout: 20_000 })]);
  if (await incomplete.isVisible()) {
    await page.getByRole('link', { name: '去完善简历' }).click();
    await page.waitForURL((url) => /\/layout\/completeResume\/\d+$/.test(url.pathname) && url.searchParams.get('back') === apply, { timeout: 15_000 });
    const complete = page.url();
    const gaps = page.locator('.h5-resume-list a.h5-resume-row-link--gap');
    for (let round = 0; round < 6; round += 1) {
      await page.locator('.h5-resume-complete__head').waitFor({ timeout: 20_000 });
      await settle(page);
      if ((await gaps.count()) === 0) break;
      const href = (await gaps.first().getAttribute('href')) ?? '';
      await gaps.first().click();
      await h5Form(page).waitFor({ state: 'visible', timeout: 20_000 });
      await settle(page);
      await answerDraftOffer(page, false, 800);
      await fillArmyPart(page, /resumeeditpart\/([^?]+)/.exec(href)?.[1] ?? '', CANDIDATE_PERSON());
      await page.goto(complete, { waitUntil: 'load' });
    }
    expect(await gaps.count(), 'no gap is left').toBe(0);
    await page.locator('.h5-resume-complete__head a').first().click();
    await waitForPath(page, apply);
    await readyHeading.waitFor({ timeout: 20_000 });
  }
  await page.getByRole('button', { name: confirm }).click();
  await page.getByRole('heading', { name: done }).waitFor({ timeout: 15_000 });
}

describe('reviewers: sign up, apply, review, see the result', () => {
  it('a candidate signs up and applies on army h5, a reviewer passes the review on army pc, the candidate sees 资格审查通过 with its date', async () => {
    const activities = await publicCall<Paged<Activity>>('/portal/rest/activity/search', { kind: 'activity', keyword: ACTIVITY_TITLE, page: 1, pageSize: 10 });
    const activity = activities.list.find((a) => a.title === ACTIVITY_TITLE);
    expect(activity?.signUp?.state, `${ACTIVITY_TITLE} is open for sign-up in the demo data`).toBe('open');
    const positions = await publicCall<Paged<Position>>('/portal/rest/careers/search', { keyword: POSITION_TITLE, page: 1, pageSize: 10 });
    const position = positions.list.find((p) => p.title === POSITION_TITLE && p.status === 'open');
    expect(position, `${POSITION_TITLE} is open in the demo data`).toBeTruthy();
    if (!activity || !position) return;

    // ---- the candidate, on a phone: the activity zone, the activity, the sign-up
    const phone = await freshPage('phone');
    const zone = `${ARMY_H5}/CCTVactitivies`;
    await phone.page.goto(`${ARMY_H5}/login?redirect=${encodeURIComponent(zone)}`, { waitUntil: 'load' });
    await submitLogin(phone.page, CANDIDATE, zone);
    await settle(phone.page);
    await phone.page.getByRole('link', { name: new RegExp(ACTIVITY_TITLE) }).click();
    const detail = `${ARMY_H5}/applyActivity/${activity.id}/applyActivity`;
    await waitForPath(phone.page, detail);
    await phone.page.getByRole('heading', { name: ACTIVITY_TITLE }).waitFor({ timeout: 20_000 });
    await expectShown(phone.page.getByLabel('活动信息'), activity.place, 'the facts of the activity');
    await expect.poll(() => h5Toasts(phone.page).count(), { timeout: POLL_MS, message: 'the login toast goes' }).toBe(0);
    await snap(phone.page, 'activity-detail-army-h5', PHONE_SHOT);
    await phone.page.getByRole('button', { name: '立即报名' }).click();
    const signUp = `${ARMY_H5}/activityresumeedit/${activity.id}/activity/applyActivity`;
    await waitForPath(phone.page, signUp);
    await submitThroughWizard(phone.page, signUp, '确认报名', '简历已满足该活动的要求', '报名成功');
    expect(await phone.page.getByRole('link', { name: '应聘助手' }).getAttribute('href')).toBe(`${ARMY_H5}/usercenter`);

    // ... and an application to a position of the reviewer's unit
    const apply = `${ARMY_H5}/apply/delivery/${position.id}`;
    await phone.page.goto(apply, { waitUntil: 'load' });
    await submitThroughWizard(phone.page, apply, '确认投递', '简历已满足该职位的要求', '投递成功');
    expectClean(phone, 'h5 sign-up and application');

    // ---- the reviewer, on a desktop: censorlogin lands on the censor domain's workspace
    const desk = await freshPage('desktop');
    const { page } = desk;
    await page.goto(`${ARMY_PC}/censorlogin`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 2, name: '审核账号登录' }).waitFor({ timeout: 20_000 });
    await submitLogin(page, REVIEWER, `${CENSOR_PC}/review`);
    await settle(page);
    // the reviewers' own nav: their workspace, not the candidates' user centre
    const nav = page.getByRole('navigation', { name: '主导航' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['首页', '审查工作台', '通知公告', '常见问题']);
    expect(await nav.getByRole('link', { name: '审查工作台' }).getAttribute('aria-current')).toBe('page');
    const search = page.getByRole('searchbox', { name: '应聘者姓名或手机号' });
    await search.fill(CANDIDATE.account);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === CANDIDATE.account, { timeout: 10_000 });
    await settle(page);
    const rows = page.locator('.pc-review-list tbody tr');
    await expectShown(rows, POSITION_TITLE, 'the application in the workspace');
    await expectShown(rows, ACTIVITY_TITLE, 'the sign-up in the workspace');
    await snap(page, 'review-workspace-pc', DESKTOP_SHOT);

    const row = rows.filter({ hasText: POSITION_TITLE });
    await expectShown(row, '投递成功', 'the status of the new application');
    await row.getByRole('link', { name: /^查看 .+ 的申请$/ }).click();
    await page.waitForURL((url) => /\/review\/\d+$/.test(url.pathname), { timeout: 15_000 });
    const deliveryId = /\/review\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
    await page.getByRole('heading', { level: 2, name: POSITION_TITLE }).waitFor({ timeout: 20_000 });
    await settle(page);
    const resume = page.getByRole('region', { name: '应聘者简历' });
    await expectShown(resume, '赵卫国', 'the resume as the candidate filled it in');
    expect(await resume.getByRole('textbox').count(), 'the resume is read-only').toBe(0);
    expect(await page.getByRole('link', { name: '编辑简历' }).count(), 'no way to the candidate\'s editor').toBe(0);

    await page.getByRole('button', { name: '开始审查' }).click();
    const summary = page.getByRole('region', { name: '申请信息' });
    await expectShown(summary, '资格审查中', 'the status after the start');
    // a decision is confirmed with what it says, and its reviewer may undo it for 10 minutes
    const decideAndConfirm = async (button: string, title: string) => {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: title });
      await dialog.waitFor({ timeout: 10_000 });
      return dialog;
    };
    await page.getByLabel('审查意见').fill(COMMENT);
    let dialog = await decideAndConfirm('审查通过', '确认审查通过？');
    await expectShown(dialog, `意见：${COMMENT}`, 'the comment in the confirmation');
    await snap(page, 'review-confirm-pc', DESKTOP_SHOT);
    await dialog.getByRole('button', { name: '确认' }).click();
    await expectShown(page.getByRole('status'), '已处理，当前状态：资格审查通过', 'the decision is told');
    await expectShown(summary, '资格审查通过', 'the status after the pass');
    await expectShown(page.locator('.pc-review-detail__undo'), '前可以撤销这个决定', 'the undo offered');
    dialog = await decideAndConfirm('撤销决定', '确认撤销这个决定？');
    await dialog.getByRole('button', { name: '确认' }).click();
    await expectShown(page.getByRole('status'), '已撤销，申请回到审查中', 'the undo is told');
    await expectShown(page.locator('.pc-timeline'), '撤销了上一个决定', 'the undo in the history');
    await page.getByLabel('审查意见').fill(COMMENT);
    dialog = await decideAndConfirm('审查通过', '确认审查通过？');
    await dialog.getByRole('button', { name: '确认' }).click();
    await expectShown(page.getByRole('status'), '已处理，当前状态：资格审查通过', 'the decision is told again');
    await expectShown(page.locator('.pc-timeline'), COMMENT, 'the comment in the history');
    await snap(page, 'review-detail-pc', DESKTOP_SHOT);
    expectClean(desk, 'pc review');

    // ---- the candidate sees the result with its date
    phone.reset();
    await phone.page.goto(`${ARMY_H5}/recruitmentflow?deliveryId=${deliveryId}`, { waitUntil: 'load' });
    await settle(phone.page);
    // the decision, its undoing and the decision again: the last one is the result
    const passed = phone.page.locator('.h5-timeline__event--passed').last();
    await expectShown(passed, '资格审查通过', 'the passed review in the candidate\'s flow');
    const today = await phone.page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect((await passed.locator('time').innerText()).trim()).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}$`));
    await expectShown(passed, COMMENT, 'the reviewer\'s comment');
    expectClean(phone, 'h5 recruitmentflow');

    // the activity detail on army pc
    await page.goto(`${ARMY_PC}/applyActivity/${activity.id}/applyActivity`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 2, name: ACTIVITY_TITLE }).waitFor({ timeout: 20_000 });
    await snap(page, 'activity-detail-army-pc', DESKTOP_SHOT);
  }, 240_000);
});
