import { currentLanguage, languageName, siteLanguages } from '@/renderers/common/site-languages';
import { setLocale } from '@/src/i18n/locale';
import type { BlockContext } from '@/src/runtime/block-props';
import './language-switch.css';

interface LanguageSwitchProps {
  ctx: BlockContext;
  /** the runtime reads the locale at start, so a change reloads the page */
  reload?: () => void;
}

/** One button per language of the site file, each named in itself; nothing for a site of one language. */
export function LanguageSwitch({ ctx, reload = () => window.location.reload() }: LanguageSwitchProps) {
  const languages = siteLanguages(ctx);
  if (languages.length < 2) return null;
  const current = currentLanguage(ctx);
  const choose = (code: string) => {
    if (code === current) return;
    setLocale(code);
    reload();
  };
  return (
    <div className="pc-lang" role="group" aria-label={ctx.t('layout.language')}>
      <svg className="pc-lang__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      {languages.map((code) => (
        <button key={code} type="button" lang={code} className="pc-lang__option" aria-pressed={current === code} onClick={() => choose(code)}>
          {languageName(ctx, code)}
        </button>
      ))}
    </div>
  );
}
