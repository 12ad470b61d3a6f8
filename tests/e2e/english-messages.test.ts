// English messages (a notification worded in the reader's language), in Chromium on default pc and h5. A candidate of their own (registered through
// the API, a complete social resume, one application to a position of reviewer 陈静's units) is moved by the
// reviewer through the API (start, then pass). With the page switched to English, the candidate reads the status
// messages in English on the messages page and in the application's progress: no Chinese message text, the
// position's title as written (h5 has no chat page: there the messages are read in the progress). Screenshots
// (test-results/screenshots/english-messages-*.png): pc chat and progress at 1366x900, the h5 progress at 390x844.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { deliveryStatusLabels } from '@/src/core/application-api';
import { DEMO_PASSWORD } from '@/server/db/seed/demo-password';
import { settle, waitLive } from './browser';
import { useBrowserPerFile } from './browser-per-file';
import { en, shotWithoutNotices, signInInEnglish } from './english-pages';
import { portalApi, signInHeaders } from './portal-api';
import { registerByApi } from './register-by-api';
import { H5_BASE, PC_BASE, waitForPath, type Candidate, type Terminal } from './resume-helpers';
import { saveSocialResumeByApi } from './social-resume-by-api';

const baseUrl = workerBaseUrl();
const PORTAL = 1001;
/** the seeded reviewer of units 1-3 of portal 1001 */
const REVIEWER = '13900000001';

const api = portalApi(baseUrl, PORTAL);
const signInAs = (domain: 'portal' | 'censor', account: string, password: string) => signInHeaders(api, PORTAL, domain, account, password);

/** The candidate applies to a social position of the reviewer's units; the reviewer starts and passes the review. */
async function candidateWithDecision(): Promise<{ candidate: Candidate; deliveryId: number; title: string }> {
  const candidate = await registerByApi(baseUrl, PORTAL, '消息测试');
  const headers = await signInAs('portal', candidate.account, candidate.password);
  await saveSocialResumeByApi(api, headers, {
    name: '消息测试', gender: '2', birthday: '1999-03-15', mobile: candidate.account, email: 'messages@example.com', major: '汉语言文学', enrolled: '2017-09', graduated: '2021-06',
  });

  const reviewer = await signInAs('censor', REVIEWER, DEMO_PASSWORD);
  const reviewed = new Set((await api<Array<{ id: number }>>('/censor/rest/review/positions', { headers: reviewer })).map((p) => p.id));
  const open = await api<{ list: Array<{ id: number; title: string }> }>('/portal/rest/careers/search', { body: { recruitType: 'social', page: 1, pageSize: 50 } });
  const position = open.list.find((p) => reviewed.has(p.id));
  if (!position) throw new Error('no open social position of the reviewer\'s units');
  const delivery = await api<{ id: number }>('/usercenter/rest/wizard/apply/page', { body: { applyId: position.id }, headers });
  for (const action of ['start', 'pass']) await api('/censor/rest/review/decide', { body: { deliveryId: delivery.id, action }, headers: reviewer });
  return { candidate, deliveryId: delivery.id, title: position.title };
}

const { freshPage } = useBrowserPerFile(baseUrl);
let subject: Awaited<ReturnType<typeof candidateWithDecision>>;
beforeAll(async () => {
  subject = await candidateWithDecision();
});

const signIn = (page: Page, terminal: Terminal, back: string) => signInInEnglish(page, terminal, subject.candidate, back);

/** The English words of the two status messages the reviewer's decisions sent (applying sends none). */
const expected = () =>
  (['reviewing', 'passed'] as const).map((code) => {
    const status = deliveryStatusLabels[code]['en-US'];
    return { title: en('message.deliveryStatus.title', { status }), body: en('message.deliveryStatus.body', { title: subject.title, status }) };
  });

/** The messages of a list read in English: each expected title and body, nothing Chinese but the position's title. */
async function expectEnglishMessages(list: Locator): Promise<void> {
  await expect.poll(() => list.getByRole('heading').allInnerTexts(), { timeout: 20_000 }).toEqual(expect.arrayContaining(expected().map((m) => m.title)));
  const text = await list.innerText();
  for (const m of expected()) expect(text).toContain(m.body);
  expect(text.replaceAll(subject.title, '')).not.toMatch(/[\u4e00-\u9fff]/);
}

const shot = (page: Page, name: string) => shotWithoutNotices(page, `english-messages-${name}`);

describe('English messages on default pc', () => {
  it('reads the reviewer\'s status changes in English on the messages page and in the progress', async () => {
    const watched = await freshPage('desktop');
    const { page } = watched;
    await page.goto(`${PC_BASE}/home`, { waitUntil: 'load' });
    // this walk is about English; a press before the page is live is held and replayed (src/app/early-clicks.test.ts)
    await waitLive(page);
    await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
    await page.getByRole('group', { name: en('layout.language') }).getByRole('button', { name: 'English', pressed: true }).waitFor({ timeout: 20_000 });
    await signIn(page, 'pc', `${PC_BASE}/home`);

    await page.goto(`${PC_BASE}/chat`, { waitUntil: 'load' });
    await expectEnglishMessages(page.getByRole('list', { name: en('following.chat.thread') }));
    await settle(page);
    await shot(page, 'pc-chat');

    await page.goto(`${PC_BASE}/recruitmentflow?deliveryId=${subject.deliveryId}`, { waitUntil: 'load' });
    await expectEnglishMessages(page.getByRole('region', { name: en('following.flow.notifications') }));
    await shot(page, 'pc-progress');
    expect(watched.report()).toEqual([]);
  });
});

describe('English messages on default h5', () => {
  it('reads the same messages in English on the phone', async () => {
    const watched = await freshPage('phone');
    const { page } = watched;
    await page.goto(`${H5_BASE}/home`, { waitUntil: 'load' });
    await waitLive(page);
    await page.getByRole('button', { name: '切换语言：English' }).click();
    await page.getByRole('button', { name: en('h5.lang.switchTo', { language: '中文' }) }).waitFor({ timeout: 20_000 });
    await signIn(page, 'h5', `${H5_BASE}/usercenter`);

    // the phone has no chat page: its messages are in each application's progress, reached from 我的申请
    const progress = page.getByRole('link', { name: en('following.progress'), exact: true });
    await progress.first().waitFor({ timeout: 20_000 });
    expect(await progress.count()).toBe(1);
    await progress.click();
    await waitForPath(page, `${H5_BASE}/recruitmentflow`);
    await expectEnglishMessages(page.getByRole('list', { name: en('following.notice.list') }));
    await settle(page);
    await shot(page, 'h5-progress');
    expect(watched.report()).toEqual([]);
  });
});
