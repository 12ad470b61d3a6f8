// schemas:check on a site's accountMenu and reviewerAccountMenu: labels in every locale, links to routes of that
// terminal, only the known kinds; the real sites give both terminals a menu with logout last.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsIn, SCHEMAS, useSchemaCopies } from './schema-copies';

const { withChangedFile } = useSchemaCopies();
const withSite = (change: (value: any) => void) => withChangedFile('sites/default.json', change);

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
    expect(problemsIn(SCHEMAS)).toEqual([]);
  });

  it('reports a link to no route, a missing label key and an unknown kind with their pointers', () => {
    const dir = withSite((site) => {
      site.accountMenu.h5[0].to = 'layout/myresume';
      site.reviewerAccountMenu.pc[0].label = 'account.menu.desk';
      site.accountMenu.pc[1].kind = 'badge';
    });
    // all three in one round, the refused kind first
    expect(problemsIn(dir)).toEqual([
      { file: 'sites/default.json', pointer: '/accountMenu/pc/1/kind', message: 'must be one of "unread", "logout"' },
      { file: 'sites/default.json', pointer: '/accountMenu/h5/0/to', message: '"layout/myresume" matches no route of routes/default.h5.json' },
      { file: 'sites/default.json', pointer: '/reviewerAccountMenu/pc/0/label', message: 'message key "account.menu.desk" is missing in locale en-US (schemas/locales/en-US/)' },
      { file: 'sites/default.json', pointer: '/reviewerAccountMenu/pc/0/label', message: 'message key "account.menu.desk" is missing in locale zh-CN (schemas/locales/zh-CN/)' },
    ]);
    const noKind = withSite((site) => {
      site.accountMenu.h5[0].to = 'layout/myresume';
      site.reviewerAccountMenu.pc[0].label = 'account.menu.desk';
    });
    expect(problemsIn(noKind)).toEqual([
      { file: 'sites/default.json', pointer: '/accountMenu/h5/0/to', message: '"layout/myresume" matches no route of routes/default.h5.json' },
      { file: 'sites/default.json', pointer: '/reviewerAccountMenu/pc/0/label', message: 'message key "account.menu.desk" is missing in locale en-US (schemas/locales/en-US/)' },
      { file: 'sites/default.json', pointer: '/reviewerAccountMenu/pc/0/label', message: 'message key "account.menu.desk" is missing in locale zh-CN (schemas/locales/zh-CN/)' },
    ]);
  });
});
