import { describe, expect, it } from 'vitest';
import { createTranslator, fallbackChain } from '@/src/core/translate';
import { isRtl } from '@/src/core/locale';

const catalogues = {
  'zh-CN': { 'page.home.title': '首页', 'pager.total': '共 {total} 条', 'only.zh': '仅中文' },
  'en-US': { 'page.home.title': 'Home', 'pager.total': '{total} in all' },
};

describe('translate', () => {
  it('reads a key in the chosen locale and fills placeholders', () => {
    expect(createTranslator('en-US', catalogues)('pager.total', { total: 42 })).toBe('42 in all');
    expect(createTranslator('zh-CN', catalogues)('pager.total', { total: 42 })).toBe('共 42 条');
  });

  it('falls back to zh-CN for a key the locale lacks', () => {
    expect(createTranslator('en-US', catalogues)('only.zh')).toBe('仅中文');
  });

  it('gives locales without a catalogue English first, then Chinese', () => {
    expect(fallbackChain('ar')).toEqual(['ar', 'en-US', 'zh-CN']);
    expect(createTranslator('ar', catalogues)('page.home.title')).toBe('Home');
    expect(fallbackChain('zh-CN')).toEqual(['zh-CN']);
  });

  it('reads per-locale text objects and shows plain words as they are', () => {
    const t = createTranslator('en-US', catalogues);
    expect(t({ 'zh-CN': '职位', 'en-US': 'Positions' })).toBe('Positions');
    expect(t({ 'zh-CN': '职位' })).toBe('职位');
    expect(t('招聘门户')).toBe('招聘门户');
    expect(t(undefined)).toBe('');
  });

  it("chooses a counted text's plural form by the locale's rules, an exact =N first", () => {
    const counted = {
      'zh-CN': { 'slot.free': '剩余 {count} 个名额' },
      'en-US': { 'slot.free': '{count, plural, =0 {no places left} one {# place left} other {# places left}} of {max}' },
    };
    const en = createTranslator('en-US', counted);
    expect(en('slot.free', { count: 1, max: 5 })).toBe('1 place left of 5');
    expect(en('slot.free', { count: 3, max: 5 })).toBe('3 places left of 5');
    expect(en('slot.free', { count: 0, max: 5 })).toBe('no places left of 5');
    expect(en('slot.free', { count: '1', max: 5 })).toBe('1 place left of 5');
    expect(createTranslator('zh-CN', counted)('slot.free', { count: 1 })).toBe('剩余 1 个名额');
    // without its number the text stays as written, so the gap shows
    expect(en('slot.free', { max: 5 })).toContain('{count, plural,');
  });

  it('shows an unknown key as the key, so a gap is visible rather than blank', () => {
    expect(createTranslator('zh-CN', catalogues)('page.unknown.title')).toBe('page.unknown.title');
  });
});

describe('right-to-left locales', () => {
  it.each([
    ['he', true],
    ['ar', true],
    ['fa-IR', true],
    ['ku', true],
    ['zh-CN', false],
    ['en-US', false],
  ])('%s reads right to left: %s', (locale, rtl) => {
    expect(isRtl(locale)).toBe(rtl);
  });
});
