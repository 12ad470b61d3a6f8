// A template made from JSON alone: one made by `npm run template:new` in a scratch copy of schemas/, served by a server of
// its own (PORTAL_SCHEMAS_DIR) and given to portal 1001 by `npm run portal -- set-template`: /gw and /index reach
// it on both terminals, the server answers every redirect and draws every public page of both its route files, the
// personal pages draw cleanly in Chromium, and an edit that breaks it
// is refused with file and pointer while the last good copy keeps serving.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageFile, RouteFile, SiteFile, Terminal } from '@/src/core/schema-types';
import { openDatabase } from '@/server/db/database';
import { checkSchemaDir } from '@/server/schema-check';
import { runPortalCommand } from '@/scripts/portal';
import { newTemplate } from '@/scripts/template-new';
import { currentPath, launchBrowser, newContext, watchPage, type WatchedPage } from './browser';
import { expectCleanPage, expectLandsOn, visit } from './route-visit';
import { brokenPageTexts, fetchDemoIds, fillPattern, flattenRoutes, paramsFor, routeUrl, variantBase, zhCatalogue, type DemoIds, type Variant } from './schema-files';
import { ROOT, startServer, type RunningServer } from './server';
import { fetchPage, rootText } from './server-pages';
import { expectRenderedAnswer, personal, roleGated } from './server-rendered-visit';

const NAVY: Variant[] = [
  { portalId: '1001', template: 'navy', terminal: 'pc', channel: 'pc', viewport: 'desktop' },
  { portalId: '1001', template: 'navy', terminal: 'h5', channel: 'h5', viewport: 'phone' },
];

let dir: string;
let server: RunningServer;
let browser: Browser;
const routeFile = (v: Variant) => JSON.parse(readFileSync(join(dir, 'routes', `navy.${v.terminal}.json`), 'utf8')) as RouteFile;
const readPageIn = (id: string) => {
  const file = join(dir, 'pages', `${id}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageFile) : null;
};
const navySite = () => JSON.parse(readFileSync(join(dir, 'sites', 'navy.json'), 'utf8')) as SiteFile;
const homeOf = (v: Variant) => `${variantBase(v)}/${routeFile(v).home}`;

async function templateAnswered(terminalType: Terminal = 'h5'): Promise<string | undefined> {
  const response = await fetch(`${server.url}/pt/portal/siteconfig/load`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'qx-portal': '1001' },
    body: JSON.stringify({ relationId: '1001', portalType: '1', userDomain: 'portal', terminalType }),
  });
  return ((await response.json()) as { data?: { siteConfig?: { template?: string } } }).data?.siteConfig?.template;
}

beforeAll(async () => {
  dir = join(mkdtempSync(join(tmpdir(), 'made-template-')), 'schemas');
  cpSync(join(ROOT, 'schemas'), dir, { recursive: true });
  expect(newTemplate(dir, 'navy', 'default').problems).toEqual([]);
  server = await startServer({ name: 'made-template', env: { PORTAL_SCHEMAS_DIR: dir } });
  const db = openDatabase(server.dbFile);
  await runPortalCommand(db, dir, ['set-template', '1001', 'navy']).finally(() => db.destroy());
  // the server keeps siteconfig.load's answers for its cache window: startServer's probe asked for pc's
  const bothNavy = async () => (await templateAnswered('pc')) === 'navy' && (await templateAnswered('h5')) === 'navy';
  for (let i = 0; i < 50 && !(await bothNavy()); i++) await new Promise((r) => setTimeout(r, 200));
  browser = await launchBrowser();
  mkdirSync(join(ROOT, 'test-results', 'screenshots'), { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(join(dir, '..'), { recursive: true, force: true });
});

describe('a template made by template:new and given to portal 1001', () => {
  it('is what siteconfig.load answers', async () => {
    expect(await templateAnswered('pc')).toBe('navy');
    expect(await templateAnswered('h5')).toBe('navy');
  });

  for (const [from, variant] of [
    ['/gw/1/1001/portal/pc', NAVY[0]],
    ['/gw/1/1001/portal/h5', NAVY[1]],
    ['/index', NAVY[1]],
  ] as const) {
    it(`takes ${from} to its ${variant.terminal} home`, async () => {
      const context = await newContext(browser, server.url, variant.viewport);
      const watched = watchPage(await context.newPage(), server.url);
      await visit(watched, from);
      await expectLandsOn(watched.page, homeOf(variant), 15_000);
      await expectCleanPage(watched, from);
      // the made template's colour, not default's; the portal's own name, not the template's "(navy)"
      const primary = await watched.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--portal-primary').trim());
      expect(primary.toLowerCase()).toBe(navySite().theme.primaryColor.toLowerCase());
      expect(await watched.page.title()).toContain('人才招聘网');
      expect(await watched.page.title()).not.toContain('(navy)');
      if (from !== '/index') await watched.page.screenshot({ path: join(ROOT, 'test-results', 'screenshots', `navy-${variant.terminal}-home.png`) });
      await context.close();
    });
  }
});

for (const variant of NAVY) {
  describe(`every route of navy.${variant.terminal}`, () => {
    const routes = () => flattenRoutes(routeFile(variant).routes);
    let context: BrowserContext;
    let watched: WatchedPage;
    let ids: DemoIds;
    beforeAll(async () => {
      ids = await fetchDemoIds(server.url, variant.portalId);
      context = await newContext(browser, server.url, variant.viewport);
      watched = watchPage(await context.newPage(), server.url);
    });
    afterAll(() => context?.close());

    // every route as the server answers it: a redirect points where the route file says, a public page arrives
    // drawn with its state and no block refused (the browser hydrating default's pages is the route walk's part)
    it('answers each redirect and draws each public page on the server', async () => {
      const walk = routes().filter((route) => route.redirect || (route.page && !personal(readPageIn(route.page)?.blocks)));
      for (const route of walk) {
        const url = routeUrl(variant, route.pattern, ids);
        if (route.redirect) {
          const target = `${variantBase(variant)}/${fillPattern(route.redirect, paramsFor(variant, route.pattern, ids))}`;
          const answer = await fetchPage(server.url, url);
          expect([answer.status, answer.location], url).toEqual([302, target]);
          continue;
        }
        await expectRenderedAnswer(server.url, url);
        const text = rootText((await fetchPage(server.url, url)).html);
        expect(brokenPageTexts().filter((broken) => text.includes(broken)), url).toEqual([]);
      }
      expect(walk.length).toBeGreaterThan(20);
    });

    // what only the browser draws (a guest's view of the personal pages), each page once, in Chromium; the censor
    // domain's workspace pages are default's own, which a guest sees as every personal page (the prompt) and the
    // publishing and admin walks draw signed in: here the server answers each of them
    it('draws each personal page in the browser', async () => {
      const pages = new Set<string>();
      const walk = routes().filter((route) => route.page && !route.redirect && personal(readPageIn(route.page)?.blocks) && !roleGated(readPageIn(route.page)?.blocks) && !pages.has(route.page) && pages.add(route.page));
      for (const route of walk) {
        const url = routeUrl(variant, route.pattern, ids);
        await visit(watched, url);
        await expectCleanPage(watched, url);
        expect(currentPath(watched.page).startsWith(variantBase(variant)), url).toBe(true);
      }
      expect(walk.length).toBeGreaterThan(5);
      for (const route of routes().filter((r) => r.page && !r.redirect && roleGated(readPageIn(r.page)?.blocks))) {
        const url = routeUrl(variant, route.pattern, ids);
        expect((await fetchPage(server.url, url)).status, url).toBe(200);
      }
    }, 300_000);
  });
}

describe('an edit that breaks the made template', () => {
  it('is refused with file and pointer, and the last good copy keeps serving', async () => {
    const file = join(dir, 'sites', 'navy.json');
    const good = readFileSync(file, 'utf8');
    const site = JSON.parse(good) as { nav: { pc: Array<{ to: string }> } };
    site.nav.pc[1].to = 'no/such/route';
    writeFileSync(file, JSON.stringify(site, null, 2));
    try {
      const problems = checkSchemaDir(dir).problems.map((p) => `${p.file} ${p.pointer}`);
      expect(problems).toEqual(['sites/navy.json /nav/pc/1/to']);
      const refused = 'schema refused: sites/navy.json /nav/pc/1/to';
      for (let i = 0; i < 50 && !readFileSync(server.logFile, 'utf8').includes(refused); i++) await new Promise((r) => setTimeout(r, 200));
      expect(readFileSync(server.logFile, 'utf8')).toContain(refused);

      const context = await newContext(browser, server.url, 'desktop');
      const watched = watchPage(await context.newPage(), server.url);
      await visit(watched, homeOf(NAVY[0]));
      await expectCleanPage(watched, homeOf(NAVY[0]));
      const hrefs = await watched.page.locator('header nav a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toContain(`${variantBase(NAVY[0])}/${JSON.parse(good).nav.pc[1].to}`);
      expect(hrefs.some((href) => href?.includes('no/such/route'))).toBe(false);
      await context.close();
    } finally {
      writeFileSync(file, good);
    }
  });
});

describe('addresses of a variant that does not exist', () => {
  const page = (path: string) => fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });

  it('an unknown template answers 404, and says the site is not available', async () => {
    const url = '/site/1/1001/portal/pc/nosuch/pc/home';
    expect((await page(url)).status).toBe(404);
    const context = await newContext(browser, server.url, 'desktop');
    const tab = await context.newPage();
    await tab.goto(`${server.url}${url}`);
    await tab.getByRole('heading', { level: 2, name: zhCatalogue()['runtime.siteMissing.title'] }).waitFor();
    await context.close();
  });

  it("a terminal the template lacks answers 404, says so, and leads to the template's home on the other", async () => {
    // solo: made by the command, cut down to its desktop pages
    newTemplate(dir, 'solo', 'default');
    rmSync(join(dir, 'routes', 'solo.h5.json'));
    const file = join(dir, 'sites', 'solo.json');
    const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
    Object.assign(site, { terminals: ['pc'], channelMap: { pc: 'pc' } });
    for (const menu of ['nav', 'reviewerNav', 'accountMenu', 'reviewerAccountMenu']) delete site[menu]?.h5;
    writeFileSync(file, JSON.stringify(site, null, 2));
    // the server re-reads the folder when it changes: wait until it serves solo as desktop-only
    const served = async () => {
      const answer = await fetch(`${server.url}/schemas/sites/solo.json`);
      return answer.ok && ((await answer.json()) as { terminals: string[] }).terminals.join() === 'pc';
    };
    for (let i = 0; i < 50 && !(await served()); i++) await new Promise((r) => setTimeout(r, 200));

    const url = '/site/1/1001/portal/h5/solo/h5/layout/home';
    expect((await page(url)).status).toBe(404);
    const context = await newContext(browser, server.url, 'phone');
    const tab = await context.newPage();
    await tab.goto(`${server.url}${url}`);
    await tab.getByRole('heading', { level: 2, name: '本站没有手机版' }).waitFor();
    await tab.getByRole('link', { name: '进入电脑版首页' }).click();
    await tab.waitForURL(`${server.url}/site/1/1001/portal/h5/solo/pc/${JSON.parse(readFileSync(join(dir, 'routes', 'solo.pc.json'), 'utf8')).home}`);
    await context.close();
  });
});

