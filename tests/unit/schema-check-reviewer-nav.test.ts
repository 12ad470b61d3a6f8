// schemas:check on a site's reviewerNav: the same checks as its nav (labels in every locale, links to routes of
// that terminal), each reported with its file and JSON pointer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsIn, SCHEMAS, useSchemaCopies } from './schema-copies';

const { withChangedFile } = useSchemaCopies();
const withSite = (change: (value: any) => void) => withChangedFile('sites/army.json', change);

describe("schemas:check on the reviewers' nav", () => {
  it('passes the real sites, which give reviewers their workspace on both terminals', () => {
    for (const template of ['default', 'army']) {
      const site = JSON.parse(readFileSync(join(SCHEMAS, `sites/${template}.json`), 'utf8'));
      expect(site.reviewerNav.pc.map((item: { to: string }) => item.to)).toContain('review');
      expect(site.reviewerNav.h5.map((item: { to: string }) => item.to)).toContain('layout/review');
    }
    expect(problemsIn(SCHEMAS)).toEqual([]);
  });

  it('reports a link to no route and a missing label key with their pointers', () => {
    const dir = withSite((site) => {
      site.reviewerNav.pc[1].to = 'reviews';
      site.reviewerNav.h5[0].label = 'nav.reviewDesk';
    });
    expect(problemsIn(dir)).toEqual([
      { file: 'sites/army.json', pointer: '/reviewerNav/pc/1/to', message: '"reviews" matches no route of routes/army.pc.json' },
      { file: 'sites/army.json', pointer: '/reviewerNav/h5/0/label', message: 'message key "nav.reviewDesk" is missing in locale en-US (schemas/locales/en-US/)' },
      { file: 'sites/army.json', pointer: '/reviewerNav/h5/0/label', message: 'message key "nav.reviewDesk" is missing in locale zh-CN (schemas/locales/zh-CN/)' },
    ]);
  });

  it('refuses an unknown key and more than five h5 tabs (the meta-schema)', () => {
    const dir = withSite((site) => {
      site.reviewerNav.tv = [];
      site.reviewerNav.h5 = Array.from({ length: 6 }, () => ({ label: 'nav.home', to: 'layout/home' }));
    });
    expect(problemsIn(dir)).toEqual([
      { file: 'sites/army.json', pointer: '/reviewerNav/tv', message: 'unknown property "tv": did you mean "pc"?' },
      { file: 'sites/army.json', pointer: '/reviewerNav/h5', message: 'must NOT have more than 5 items' },
    ]);
  });
});
