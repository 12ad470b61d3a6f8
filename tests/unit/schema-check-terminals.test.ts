// A template names the terminals it has (it may have one): a desktop-only template passes the check without any
// h5 file or menu, and a terminal it lists without a nav is reported at /nav.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemaDir } from '@/server/schema-check';
import { newTemplate } from '@/scripts/template-new';
import { useSchemaCopies } from './schema-copies';

const { copySchemas } = useSchemaCopies();

/** A template made from default by template:new, then cut down to its desktop pages. */
function desktopOnly(dir: string): void {
  newTemplate(dir, 'solo', 'default');
  const file = join(dir, 'sites', 'solo.json');
  const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
  rmSync(join(dir, 'routes', 'solo.h5.json'));
  site.terminals = ['pc'] as never;
  site.channelMap = { pc: 'pc', h5: 'pc', wx: 'pc' };
  for (const menu of ['nav', 'reviewerNav', 'accountMenu', 'reviewerAccountMenu']) if (site[menu]) delete site[menu].h5;
  writeFileSync(file, JSON.stringify(site, null, 2));
}

describe('the terminals of a template', () => {
  it('a desktop-only template passes the check', () => {
    const dir = copySchemas();
    desktopOnly(dir);
    expect(checkSchemaDir(dir).problems).toEqual([]);
  });

  it('a terminal listed without a nav is reported', () => {
    const dir = copySchemas();
    const file = join(dir, 'sites', 'default.json');
    const site = JSON.parse(readFileSync(file, 'utf8')) as { nav: Record<string, unknown> };
    delete site.nav.h5;
    writeFileSync(file, JSON.stringify(site, null, 2));
    expect(checkSchemaDir(dir).problems).toEqual([{ file: 'sites/default.json', pointer: '/nav', message: 'terminal "h5" has no nav (its tab bar)' }]);
  });
});
