import { Glyph } from '@/renderers/h5/shared/glyphs';
import { languageName, nextLanguage, siteLanguages } from '@/renderers/common/site-languages';
import type { BlockContext } from '@/src/runtime/block-props';
import { setLocale } from '@/src/i18n/locale';

/** Kept as an object so a test can observe the reload without jsdom navigating. */
export const pageReload = { run: () => window.location.reload() };

/** "中" for 中文, "EN" for English: a script without letter case shows its first sign, others the language code. */
function shortName(code: string, name: string): string {
  const first = [...name][0] ?? '';
  return first && first.toLowerCase() === first.toUpperCase() ? first : code.split('-')[0].toUpperCase();
}

/** One tap goes to the site's next language, cycling; the app reads the locale at start, hence the reload. */
export function LangSwitch({ ctx }: { ctx: BlockContext }) {
  if (siteLanguages(ctx).length < 2) return null;
  const next = nextLanguage(ctx);
  const name = languageName(ctx, next);
  return (
    <button
      type="button"
      className="h5-lang"
      lang={next}
      aria-label={ctx.t('h5.lang.switchTo', { language: name })}
      onClick={() => {
        setLocale(next);
        pageReload.run();
      }}
    >
      <Glyph name="globe" aria-hidden />
      <span aria-hidden>{shortName(next, name)}</span>
    </button>
  );
}
