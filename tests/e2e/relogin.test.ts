// The 401 relogin flow (the spec's session rule: reload once with relogin=true) in Chromium: a candidate is typing in the resume when their session
// ends on the server (revoked, as another device's logout or a password change does). The next call that needs
// the session answers 401: pc reloads the page once with ?relogin=true and asks to sign in again; h5 goes to the
// layout login page. After signing in the candidate is back on the page they were on, and what they typed is
// offered back and restored.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { settle, type Viewport } from './browser';
import { useBrowserPerFile } from './browser-per-file';
import {
  answerDraftOffer,
  DEMO_CANDIDATE,
  H5_BASE,
  h5Control,
  h5Form,
  h5Part,
  h5PhotoField,
  LABEL,
  loginThroughUi,
  PC_BASE,
  PC_RESUME,
  pcControl,
  pcSection,
  POLL_MS,
  SECOND_CANDIDATE,
  submitLogin,
  TINY_PNG,
  waitForPath,
} from './resume-helpers';

const baseUrl = workerBaseUrl();
const PORTAL = '1001';

const browserPerFile = useBrowserPerFile(baseUrl);
const freshPage = async (viewport: Viewport): Promise<Page> => (await browserPerFile.freshPage(viewport)).page;

/** Ends the page's session on the server, as a logout elsewhere would: the stored token is revoked. */
async function revokeSession(page: Page): Promise<void> {
  const token = await page.evaluate((portal) => JSON.parse(localStorage.getItem(`token_key_portal:${portal}`) ?? 'null'), PORTAL);
  expect(token?.value, 'the page holds a token').toBeTruthy();
  const answer = await fetch(`${baseUrl}/pt/ams/passport/portal/logout?relationId=${PORTAL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'qx-portal': PORTAL, [token.key]: token.value, 'x-portal-domain': 'portal' },
    body: '{}',
  });
  expect(((await answer.json()) as { success: boolean }).success, 'the logout call succeeded').toBe(true);
}

/** Picks the photo file; its upload is the call that meets the ended session. */
async function pickPhoto(scope: ReturnType<Page['locator']>): Promise<void> {
  await scope.locator('input[type=file]').first().setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: TINY_PNG });
}

describe('a session that ends while the candidate types', () => {
  it('pc: the page reloads with relogin=true, the candidate signs in again and gets the typing back', async () => {
    const page = await freshPage('desktop');
    await loginThroughUi(page, 'pc', SECOND_CANDIDATE, PC_RESUME);
    const personal = pcSection(page, 'personal');
    await pcControl(personal, LABEL.name).waitFor({ state: 'visible', timeout: 20_000 });
    await settle(page);
    await answerDraftOffer(page, false, 1_000);
    const typed = `重登${Date.now().toString(36).slice(-4)}`;
    await pcControl(personal, LABEL.name).fill(typed);
    // the draft is written at most every 500 ms
    await page.waitForTimeout(800);

    await revokeSession(page);
    await pickPhoto(personal);

    await expect.poll(() => new URL(page.url()).searchParams.get('relogin'), { timeout: 20_000, message: 'the page reloaded with relogin=true' }).toBe('true');
    expect(new URL(page.url()).pathname, 'still on the resume').toBe(PC_RESUME);
    const link = page.getByRole('link', { name: '去登录' });
    await link.waitFor({ state: 'visible', timeout: 20_000 });
    const back = new URL((await link.getAttribute('href')) ?? '', baseUrl).searchParams.get('redirect') ?? '';
    expect(back.startsWith(PC_RESUME), 'the sign-in link comes back to the resume').toBe(true);
    await link.click();
    await waitForPath(page, `${PC_BASE}/login`);
    await submitLogin(page, SECOND_CANDIDATE, PC_RESUME);

    await pcControl(personal, LABEL.name).waitFor({ state: 'visible', timeout: 20_000 });
    const offer = page.locator('.pc-resume-draft');
    await offer.waitFor({ state: 'visible', timeout: 10_000 });
    await offer.getByRole('button', { name: /恢复/ }).click();
    await expect.poll(() => pcControl(personal, LABEL.name).inputValue(), { timeout: POLL_MS, message: 'the typed name is back' }).toBe(typed);
  });

  it('h5: the candidate is sent to the login page and comes back to the same part with the typing offered back', async () => {
    const page = await freshPage('phone');
    const part = h5Part('basicInfo');
    await loginThroughUi(page, 'h5', DEMO_CANDIDATE, part);
    const form = h5Form(page);
    await form.waitFor({ state: 'visible', timeout: 20_000 });
    await settle(page);
    await answerDraftOffer(page, false, 1_000);
    const typed = `重登${Date.now().toString(36).slice(-4)}`;
    await h5Control(form, LABEL.name).fill(typed);
    // another test may have left a photo: the field takes one, so it is removed first (no call is made)
    const photo = h5PhotoField(form, 'photo');
    const remove = photo.locator('.adm-image-uploader-cell-delete');
    if ((await remove.count()) > 0) await remove.first().click();
    await photo.locator('.adm-image-uploader-upload-button-wrap').waitFor({ state: 'visible' });
    await page.waitForTimeout(800);

    await revokeSession(page);
    await pickPhoto(photo);

    await waitForPath(page, `${H5_BASE}/login`);
    expect(new URL(page.url()).searchParams.get('redirect'), 'the login page is asked to come back to the part').toBe(part);
    await submitLogin(page, DEMO_CANDIDATE, part);
    await form.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await answerDraftOffer(page, true, 10_000), 'the draft is offered back').toBe(true);
    await expect.poll(() => h5Control(form, LABEL.name).inputValue(), { timeout: POLL_MS, message: 'the typed name is back' }).toBe(typed);
  });
});
