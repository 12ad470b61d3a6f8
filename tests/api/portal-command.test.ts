// npm run portal (an operator sets a portal's template without SQL): a portal is given a template made by template:new, and siteconfig.load answers
// it; its channel map is the site file's, with the portal's own entries over it; what the schemas folder could not
// serve is refused with the reason, and changes nothing.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '@/src/core/envelope';
import { newTemplate } from '@/scripts/template-new';
import { openPortalDatabase, runPortalCommand } from '@/scripts/portal';
import { call, SCHEMAS_DIR, startApp, type TestApp } from './helpers';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = join(mkdtempSync(join(tmpdir(), 'portal-command-')), 'schemas');
  cpSync(SCHEMAS_DIR, dir, { recursive: true });
  newTemplate(dir, 'navy', 'default');
  t = await startApp({ schemasDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(join(dir, '..'), { recursive: true, force: true });
});

const run = (...args: string[]) => runPortalCommand(t.app.db, dir, args);
const load = async (channel = 'pc') =>
  (await call<{ siteConfig: SiteConfig }>(t.app, 'siteconfig.load', { relationId: '1001', portalType: '1', userDomain: 'portal', terminalType: channel })).body.data!.siteConfig;
const editSite = (edit: (site: Record<string, unknown>) => void) => {
  const file = join(dir, 'sites', 'navy.json');
  const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(site);
  writeFileSync(file, JSON.stringify(site, null, 2));
  t.app.schemaStore.reload();
};

describe('npm run portal', () => {
  it('lists the portals with their template and channels', async () => {
    const listing = await run('list');
    expect(listing).toMatch(/^1001\s+1\s+default\s+pc→pc h5→h5 wx→h5\s+portal,censor\s+人才招聘网$/m);
    expect(listing).toMatch(/^1002\s+1\s+army\s/m);
  });

  it('gives a portal a made template, which siteconfig.load then answers', async () => {
    expect(await run('set-template', '1001', 'navy')).toMatch(/^portal 1001 now uses template "navy"/);
    expect(await load()).toMatchObject({ template: 'navy', channelMap: { pc: 'pc', h5: 'h5', wx: 'h5' } });
  });

  it("answers the site file's channel map, as the operator edits it", async () => {
    editSite((site) => (site.channelMap = { pc: 'pc', h5: 'h5', wx: 'pc', app: 'h5' }));
    expect((await load('app')).channelMap).toEqual({ pc: 'pc', h5: 'h5', wx: 'pc', app: 'h5' });
    editSite((site) => (site.channelMap = { pc: 'pc', h5: 'h5', wx: 'h5' }));
  });

  it("lays the portal's own channels over the site file's, until cleared", async () => {
    await run('set-channel', '1001', 'wx', 'pc');
    expect((await load()).channelMap).toEqual({ pc: 'pc', h5: 'h5', wx: 'pc' });
    expect(await run('list')).toMatch(/^1001\s+1\s+navy\s+pc→pc h5→h5 wx→pc\*/m);
    await run('set-channel', '1001', 'wx', '--clear');
    expect((await load()).channelMap).toEqual({ pc: 'pc', h5: 'h5', wx: 'h5' });
  });

  it('refuses what the folder could not serve, and changes nothing', async () => {
    await expect(run('set-template', '1001', 'teal')).rejects.toThrow('no template "teal": sites/teal.json is missing');
    await expect(run('set-template', '4040', 'army')).rejects.toThrow('no portal 4040');
    await expect(run('set-channel', '1001', 'wx', 'tv')).rejects.toThrow('usage: npm run portal');
    await expect(run('set-channel', '1001', 'w x', 'pc')).rejects.toThrow('"w x" is not a channel name');
    newTemplate(dir, 'teal', 'default');
    writeFileSync(join(dir, 'routes', 'teal.h5.json'), JSON.stringify({ $schema: '../meta/routes.schema.json', template: 'teal', terminal: 'h5', home: 'nowhere', routes: [] }));
    await expect(run('set-template', '1001', 'teal')).rejects.toThrow(/template "teal" does not pass the check:\n {2}routes\/teal\.h5\.json /);
    expect((await load()).template).toBe('navy');
  });

  it('refuses a channel to a terminal the template lacks, and a template lacking one the portal uses', async () => {
    // navy as a desktop-only template: no h5 route file, no h5 menus
    rmSync(join(dir, 'routes', 'navy.h5.json'));
    editSite((site) => {
      site.terminals = ['pc'];
      site.channelMap = { pc: 'pc' };
      for (const menu of ['nav', 'reviewerNav', 'accountMenu', 'reviewerAccountMenu']) delete (site[menu] as Record<string, unknown>).h5;
    });
    await expect(run('set-channel', '1001', 'h5', 'h5')).rejects.toThrow('template "navy" has no h5 terminal (it has pc)');
    await run('set-template', '1001', 'default');
    await run('set-channel', '1001', 'wx', 'h5');
    await expect(run('set-template', '1001', 'navy')).rejects.toThrow('portal 1001 sends channel "wx" to h5, which "navy" lacks (it has pc): npm run portal -- set-channel 1001 wx --clear');
    expect((await load()).template).toBe('default');
  });
});

describe('the database npm run portal acts on', () => {
  it('refuses to make one that does not exist, unless --create, and names the one it opened', async () => {
    const file = join(dir, '..', 'elsewhere', 'portal.sqlite');
    await expect(openPortalDatabase({ DB_FILE: file }, false)).rejects.toThrow(`no portal database at SQLite ${file}: the server makes it on its first start`);
    expect(existsSync(file), 'nothing made').toBe(false);
    const made = await openPortalDatabase({ DB_FILE: file }, true);
    try {
      expect(made.where).toBe(`SQLite ${file}`);
      expect(await runPortalCommand(made.db, dir, ['list'])).toMatch(/^1001\s+1\s/m);
    } finally {
      await made.db.destroy();
    }
    const again = await openPortalDatabase({ DB_FILE: file }, false);
    await again.db.destroy();
    expect(again.where).toBe(`SQLite ${file}`);
  });
});
