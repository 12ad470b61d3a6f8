import { describe, expect, it } from 'vitest';
import { createTranslator } from './translate';
import { withPortalName } from './portal-name';
import type { SiteFile } from './schema-types';

const template = { name: { 'zh-CN': '模板名 (navy)', 'en-US': 'Template (navy)' } } as SiteFile;
const named = (locale: string, siteFile: SiteFile) => createTranslator(locale, {})(siteFile.name);

describe('the name a site shows', () => {
  it("is the portal's in each language it has, Chinese where it has no other", () => {
    const shown = withPortalName(template, { siteName: '中科启明招聘', siteNames: { 'en-US': 'Zhongke Careers', 'zh-CN': 'ignored' } });
    expect(named('zh-CN', shown)).toBe('中科启明招聘');
    expect(named('en-US', shown)).toBe('Zhongke Careers');
    expect(named('en-US', withPortalName(template, { siteName: '中科启明招聘' }))).toBe('中科启明招聘');
  });

  it("is the template's where no portal name is known", () => {
    expect(named('en-US', withPortalName(template, { siteName: '' }))).toBe('Template (navy)');
  });
});
