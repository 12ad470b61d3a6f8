/**
 * Which of our two catalogues a locale reads: Chinese locales read zh-CN, every other one English
 * (he, ar, fa and ku have no catalogue of their own; English is more likely read there than Chinese).
 */
export function textLocale(locale: string): 'zh-CN' | 'en-US' {
  return locale.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}
