// schemas:check on a site's accountMenu and reviewerAccountMenu: labels in every locale, links to routes of that
// terminal, only the known kinds; the real sites give both terminals a menu with logout last.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSchemaDir } from '@/server/schema-check';

const SCHEMAS = join(process.cwd(), 'schemas');
const copies: string[] = [];

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function withSite(change: (site: any) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
  copies.push(dir);
  cpSync(SCHEMAS, dir, { recursive: true });
  const file = join(dir, 'sites/default.json');
  const site = JSON.parse(readFileSync(file, 'utf8'));
  change(site);
  writeFileSync(file, `${JSON.stringify(site, null, 2)}\n`);
  return dir;
}

const problemsOf = (dir: string) => checkSchemaDir(dir).problems.map(({ file, pointer, message }) => ({ file, pointer, message }));

describe('schemas:check on the account menus', () => {
  it('passes the real sites: both templates, both terminals, resume first and logout last, reviewers apart', () => {
    for (const template of ['default', 'army']) {
      const site = JSON.parse(readFileSync(join(SCHEMAS, `sites/${template}.json`), 'utf8'));
      for (const terminal of ['pc', 'h5']) {
        const menu = site.accountMenu[terminal];
        expect(menu[0].label).toBe('account.menu.resume');
        expect(menu.at(-1).kind).toBe('logout');
        expect(menu.filter((item: { kind?: string }) => item.kind === 'unread')).toHaveLength(1);
        expect(site.reviewerAccountMenu[terminal].at(-1).kind).toBe('logout');
        expect(JSON.stringify(site.reviewerAccountMenu[terminal])).not.toContain('user');
      }
    }
    expect(problemsOf(SCHEMAS)).toEqual([]);
  });

  it('reports a link to no route, a missing label key and an unknown kind with their pointers', () => {
    const dir = withSite((site) => {
      site.accountMenu.h5[0].to = 'layout/myresume';
      site.reviewerAccountMenu.pc[0].label = 'account.menu.desk';
      site.accountMenu.pc[1].kind = 'badge';
    });
    expect(problemsOf(dir)).toEqual([
      { file: 'sites/default.json', pointer: '/accountMenu/pc/1/kind', message: 'must be one of "unread", "logout"' },
    ]);
    const noKind = withSite((site) => {
      site.accountMenu.h5[0].to = 'layout/myresume';
      site.reviewerAccountMenu.pc[0].label = 'account.menu.desk';
    });
    expect(problemsOf(noKind)).toEqual([
      { file: 'sites/default.json', pointer: '/accountMenu/h5/0/to', message: '"layout/myresume" matches no route of routes/default.h5.json' },
      { file: 'sites/default.json', pointer: '/reviewerAccountMenu/pc/0/label', message: 'message key "account.menu.desk" is missing in locale en-US (schemas/locales/en-US/)' },
      { file: 'sites/default.json', pointer: '/reviewerAccountMenu/pc/0/label', message: 'message key "account.menu.desk" is missing in locale zh-CN (schemas/locales/zh-CN/)' },
    ]);
  });
});
