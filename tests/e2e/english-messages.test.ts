// English messages (issue 12, item 8), in Chromium on default pc and h5. A candidate of their own (registered through
// the API, a complete social resume, one application to a position of reviewer 陈静's units) is moved by the
// reviewer through the API (start, then pass). With the page switched to English, the candidate reads the status
// messages in English on the messages page and in the application's progress: no Chinese message text, the
// position's title as written (h5 has no chat page: there the messages are read in the progress). Screenshots
// (test-results/screenshots/english-messages-*.png): pc chat and progress at 1366x900, the h5 progress at 390x844.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { deliveryStatusLabels } from '@/src/core/application-api';
import { encrypt } from '@/src/core/crypto-key';
import { DEMO_PASSWORD } from '@/server/db/seed/demo-password';
import { portals } from '@/server/db/seed/portals';
import { settle } from './browser';
import { SCREENSHOTS, useBrowserPerFile } from './browser-per-file';
import { registerByApi } from './register-by-api';
import { H5_BASE, idNumber, PC_BASE, TINY_PNG, waitForPath, type Candidate } from './resume-helpers';
import { ROOT } from './server';

const baseUrl = inject('baseUrl');
const PORTAL = 1001;
const SECRET = portals.find((p) => p.id === PORTAL)?.secret_key ?? '';
/** the seeded reviewer of units 1-3 of portal 1001 */
const REVIEWER = '13900000001';

const EN: Record<string, string> = Object.assign(
  {},
  ...readdirSync(join(ROOT, 'schemas/locales/en-US')).map((name) => JSON.parse(readFileSync(join(ROOT, 'schemas/locales/en-US', name), 'utf8'))),
);
const en = (key: string, vars: Record<string, string> = {}): string => {
  const text = EN[key];
  if (text === undefined) throw new Error(`no en-US text for ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? `{${name}}`);
};

async function api<T>(path: string, init: { body?: object; headers?: Record<string, string>; raw?: BodyInit } = {}): Promise<T> {
  const answer = await fetch(`${baseUrl}/pt${path}`, {
    method: init.body || init.raw ? 'POST' : 'GET',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'qx-portal': String(PORTAL), ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: init.raw ?? (init.body ? JSON.stringify(init.body) : undefined),
  });
  const envelope = (await answer.json()) as { success: boolean; data: T; errorMessage?: string };
  if (!envelope.success) throw new Error(`${path}: ${envelope.errorMessage ?? answer.status}`);
  return envelope.data;
}

const signInHeaders = async (domain: 'portal' | 'censor', account: string, password: string) => {
  const signedIn = await api<{ token: { value: string } }>(`/ams/passport/${domain}/encrypted`, { body: { domain, account, password: encrypt(password, SECRET) } });
  return { 'x-portal-token': signedIn.token.value, ...(domain === 'censor' ? { 'x-portal-domain': 'censor' } : {}) };
};

/** The candidate applies to a social position of the reviewer's units; the reviewer starts and passes the review. */
async function candidateWithDecision(): Promise<{ candidate: Candidate; deliveryId: number; title: string }> {
  const candidate = await registerByApi(baseUrl, PORTAL, '消息测试');
  const headers = await signInHeaders('portal', candidate.account, candidate.password);
  const form = new FormData();
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'photo.png');
  const photo = await api<{ fileId: string }>('/portal/file/uploadImage', { raw: form, headers });
  const { version } = await api<{ version: number }>('/usercenter/rest/resume/edit', { headers });
  const basicInfo = {
    name: '消息测试', gender: '2', IDType: '1', IDCard: idNumber('19990315'), Birthday: '1999-03-15', nation: '01', politics: '13',
    Mobilephone: candidate.account, Email: 'messages@example.com', photo: photo.fileId, residence: '110108', workYears: '3',
  };
  const values = {
    personal: { basicInfo },
    education: { educationList: [{ school: '示例大学', major: '汉语言文学', education: '20', degree: '4', startDate: '2017-09', endDate: '2021-06' }] },
    intention: { jobIntention: { expectedRegion: '110100' } },
  };
  await api('/usercenter/rest/resume/save', { body: { templateId: 'social', values, version }, headers });

  const reviewer = await signInHeaders('censor', REVIEWER, DEMO_PASSWORD);
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

async function signIn(page: Page, terminal: 'pc' | 'h5', back: string): Promise<void> {
  await page.goto(`${terminal === 'pc' ? PC_BASE : H5_BASE}/login?redirect=${encodeURIComponent(back)}`, { waitUntil: 'load' });
  const account = page.getByRole('textbox', { name: en(`${terminal}.login.account`), exact: true });
  await account.waitFor({ state: 'visible', timeout: 20_000 });
  await account.fill(subject.candidate.account);
  await page.getByLabel(en(`${terminal}.login.password`), { exact: true }).fill(subject.candidate.password);
  await page.getByRole('button', { name: en(`${terminal}.login.submit`), exact: true }).click();
  await waitForPath(page, back);
  await settle(page);
}

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

async function shot(page: Page, name: string): Promise<void> {
  await page.locator('.adm-toast-main, .ant-message-notice').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  await page.screenshot({ path: join(SCREENSHOTS, `english-messages-${name}.png`), fullPage: false });
}

describe('English messages on default pc', () => {
  it('reads the reviewer\'s status changes in English on the messages page and in the progress', async () => {
    const watched = await freshPage('desktop');
    const { page } = watched;
    await page.goto(`${PC_BASE}/home`, { waitUntil: 'load' });
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
