import { Glyph } from '@/renderers/h5/shared/glyphs';
import type { BlockContext } from '@/src/runtime/block-props';
import { setLocale } from '@/src/i18n/locale';

/** Kept as an object so a test can observe the reload without jsdom navigating. */
export const pageReload = { run: () => window.location.reload() };

/** One tap switches between the two catalogues; the app reads the locale at start, hence the reload. */
export function LangSwitch({ ctx }: { ctx: BlockContext }) {
  const next = ctx.locale.startsWith('zh') ? 'en-US' : 'zh-CN';
  const short = next === 'zh-CN' ? '中' : 'EN';
  const name = ctx.t(`h5.lang.${next}`);
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
      <span aria-hidden>{short}</span>
    </button>
  );
}
