import { describe, expect, it } from 'vitest';
import type { SiteFile } from '@/src/core/schema-types';
import { currentLanguage, nextLanguage, siteLanguages } from './site-languages';

const site = (languages?: string[]) => ({ siteFile: { languages } as SiteFile });

describe('site languages', () => {
  it("are the site file's, else zh-CN and en-US", () => {
    expect(siteLanguages(site(['en-US']))).toEqual(['en-US']);
    expect(siteLanguages(site())).toEqual(['zh-CN', 'en-US']);
  });

  it('cycle through the list, the next after the last being the first', () => {
    const three = ['zh-CN', 'en-US', 'fr-FR'];
    expect(nextLanguage({ ...site(three), locale: 'zh-CN' })).toBe('en-US');
    expect(nextLanguage({ ...site(three), locale: 'en-US' })).toBe('fr-FR');
    expect(nextLanguage({ ...site(three), locale: 'fr-FR' })).toBe('zh-CN');
  });

  it('read a locale of the same language as the listed one ("zh" as zh-CN), and start at the first for any other', () => {
    expect(currentLanguage({ ...site(), locale: 'zh' })).toBe('zh-CN');
    expect(nextLanguage({ ...site(), locale: 'zh' })).toBe('en-US');
    expect(nextLanguage({ ...site(['en-US', 'zh-CN']), locale: 'de-DE' })).toBe('en-US');
  });
});
