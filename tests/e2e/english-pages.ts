// What the English browser tests share: the words an English page shows (every en-US catalogue merged, looked
// up by key), signing in on the English login form, and a screenshot once the notices have gone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { settle } from './browser';
import { SCREENSHOTS } from './browser-per-file';
import { H5_BASE, PC_BASE, waitForPath, type Candidate, type Terminal } from './resume-helpers';
import { ROOT } from './server';

const CATALOGUES = join(ROOT, 'schemas/locales/en-US');

const EN: Record<string, string> = Object.assign({}, ...readdirSync(CATALOGUES).map((name) => JSON.parse(readFileSync(join(CATALOGUES, name), 'utf8'))));

/** The en-US text of `key`, its {name} placeholders filled from `vars` (an unknown one is left as it is). */
export const en = (key: string, vars: Record<string, string> = {}): string => {
  const text = EN[key];
  if (text === undefined) throw new Error(`no en-US text for ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? `{${name}}`);
};

/** Signs in on the English login form of a terminal and waits to be back at `back`. */
export async function signInInEnglish(page: Page, terminal: Terminal, candidate: Candidate, back: string): Promise<void> {
  await page.goto(`${terminal === 'pc' ? PC_BASE : H5_BASE}/login?redirect=${encodeURIComponent(back)}`, { waitUntil: 'load' });
  const account = page.getByRole('textbox', { name: en(`${terminal}.login.account`), exact: true });
  await account.waitFor({ state: 'visible', timeout: 20_000 });
  await account.fill(candidate.account);
  await page.getByLabel(en(`${terminal}.login.password`), { exact: true }).fill(candidate.password);
  await page.getByRole('button', { name: en(`${terminal}.login.submit`), exact: true }).click();
  await waitForPath(page, back);
  await settle(page);
}

/** A screenshot of the viewport (test-results/screenshots/{file}.png) once toasts and messages have gone. */
export async function shotWithoutNotices(page: Page, file: string): Promise<void> {
  await page.locator('.adm-toast-main, .ant-message-notice').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  await page.screenshot({ path: join(SCREENSHOTS, `${file}.png`), fullPage: false });
}
