// A page never goes blank: the code of a page the candidate opens does not arrive (the network is gone, or a deploy
// renamed the chunks). The page keeps its header and shows the network notice with a retry; the retry loads the
// page once the server answers, and a chunk the server no longer has loads the page afresh with the new build.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { settle, waitLive } from './browser';
import { SCREENSHOTS, useBrowserPerFile } from './browser-per-file';
import { H5_BASE, PC_BASE } from './resume-helpers';

const baseUrl = workerBaseUrl();
const { freshPage } = useBrowserPerFile(baseUrl);

describe('a page whose code does not arrive', () => {
  it('pc: offline, a tab shows the network notice under the header; the retry loads it; a renamed chunk reloads the page', async () => {
    const { page, report } = await freshPage('desktop');
    await page.goto(`${PC_BASE}/home`, { waitUntil: 'load' });
    await settle(page);
    await waitLive(page);
    const nav = page.getByRole('navigation').first();

    await page.context().setOffline(true);
    await nav.getByRole('link', { name: '通知公告' }).click();
    const notice = page.getByRole('alert').filter({ hasText: '网络异常' });
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.innerText()).toContain('您的网络发生异常，无法连接服务器');
    // the page that was there keeps its header: the candidate can go elsewhere
    expect(await nav.getByRole('link', { name: '首页' }).isVisible()).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'chunk-failure-pc.png') });

    // still offline: the retry leaves the notice; back online: it loads the list
    await notice.getByRole('button', { name: '重试' }).click();
    await expect.poll(() => notice.isVisible(), { timeout: 5_000 }).toBe(true);
    await page.context().setOffline(false);
    await notice.getByRole('button', { name: '重试' }).click();
    await expect.poll(() => page.locator('main').innerText(), { timeout: 20_000 }).toContain('2026年秋季招聘资格审查结果公示');
    await notice.waitFor({ state: 'detached', timeout: 5_000 });

    // a deploy since: the next page's chunk is gone (404), and the page is loaded afresh from the server's build
    let gone = true;
    await page.route('**/assets/*.js', async (route) => {
      if (!gone) return route.continue();
      if (route.request().method() === 'HEAD') gone = false;
      await route.fulfill({ status: 404, body: 'gone' });
    });
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await nav.getByRole('link', { name: '常见问题' }).click();
    await reloaded;
    await settle(page);
    expect(new URL(page.url()).pathname).toBe(`${PC_BASE}/questionandanswer`);
    expect(await page.getByRole('alert').filter({ hasText: '网络异常' }).count()).toBe(0);
    expect(gone).toBe(false);
    expect(report({ allowHttp: [/^404 (GET|HEAD) .*\/assets\//] }).filter((line) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|dynamically imported|net::/.test(line))).toEqual([]);
  });

  it('h5: offline, the 我的 tab shows the network notice with the tab bar; back online the retry loads it', async () => {
    const { page } = await freshPage('phone');
    await page.goto(`${H5_BASE}/home`, { waitUntil: 'load' });
    await settle(page);
    await waitLive(page);
    await page.context().setOffline(true);
    await page.getByRole('link', { name: '我的' }).click();
    const notice = page.getByRole('alert').filter({ hasText: '网络异常' });
    await notice.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: '首页' }).isVisible()).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'chunk-failure-h5.png') });
    await page.context().setOffline(false);
    await notice.getByRole('button', { name: '重试' }).click();
    await expect.poll(() => page.locator('body').innerText(), { timeout: 20_000 }).toContain('登录 / 注册');
  });
});
