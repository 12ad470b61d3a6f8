import { describe, expect, it } from 'vitest';
import { canonicalPath } from '@/src/core/seo/canonical';
import { readFileSync } from 'node:fs';
import type { SiteFile } from '@/src/core/schema-types';

const site = (channel: string, template = 'default') => ({ siteBase: `/site/1/1001/portal/${channel}`, channel, template });

describe('canonical address of a detail page', () => {
  const siteFile = JSON.parse(readFileSync('schemas/sites/default.json', 'utf8')) as SiteFile;

  it('names the page the sitemap lists, on its terminal, from either terminal', () => {
    expect(canonicalPath(site('pc'), siteFile, 'positions', 7)).toBe('/site/1/1001/portal/pc/default/pc/recruitmentview/7');
    expect(canonicalPath(site('h5'), siteFile, 'positions', 7)).toBe('/site/1/1001/portal/pc/default/pc/recruitmentview/7');
    expect(canonicalPath(site('h5'), siteFile, 'notices', 3)).toBe('/site/1/1001/portal/pc/default/pc/notice/3');
  });

  it('picks the page of an activity by its kind when the sitemap lists kinds apart', () => {
    const kinds: SiteFile = {
      ...siteFile,
      sitemap: { terminal: 'pc', pages: [{ of: 'activities', kind: 'campusFair', path: 'fair/{id}' }, { of: 'activities', path: 'activity/{id}' }] },
    };
    expect(canonicalPath(site('pc'), kinds, 'activities', 4, 'campusFair')).toBe('/site/1/1001/portal/pc/default/pc/fair/4');
    expect(canonicalPath(site('pc'), kinds, 'activities', 5, 'activity')).toBe('/site/1/1001/portal/pc/default/pc/activity/5');
  });

  it('is null for a site that lists no such page', () => {
    expect(canonicalPath(site('pc'), { ...siteFile, sitemap: undefined }, 'positions', 7)).toBeNull();
  });
});
