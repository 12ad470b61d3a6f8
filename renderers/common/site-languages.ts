// The languages a site offers (its site file's "languages"), for the language switches of both terminals.
import type { BlockContext } from '@/src/runtime/block-props';

/** The spec's languages, for a site file that names none. */
export const SPEC_LANGUAGES: readonly string[] = ['zh-CN', 'en-US'];

type LanguageCtx = Pick<BlockContext, 'siteFile' | 'locale'>;

export function siteLanguages(ctx: Pick<BlockContext, 'siteFile'>): string[] {
  const listed = ctx.siteFile.languages;
  return listed && listed.length > 0 ? listed : [...SPEC_LANGUAGES];
}

/** A language named in itself ("中文", "English"): the key language.{locale}, the same in every catalogue. */
export function languageName(ctx: Pick<BlockContext, 't'>, code: string): string {
  return ctx.t(`language.${code}`);
}

const primary = (locale: string) => locale.toLowerCase().split('-')[0];

/** The offered language the page is in: the locale itself, else one of its language ("zh" reads zh-CN). */
export function currentLanguage(ctx: LanguageCtx): string | undefined {
  const languages = siteLanguages(ctx);
  return languages.find((code) => code === ctx.locale) ?? languages.find((code) => primary(code) === primary(ctx.locale));
}

/** The language after the current one, cycling; the first when the page is in none of them. */
export function nextLanguage(ctx: LanguageCtx): string {
  const languages = siteLanguages(ctx);
  const current = currentLanguage(ctx);
  return current === undefined ? languages[0] : languages[(languages.indexOf(current) + 1) % languages.length];
}
