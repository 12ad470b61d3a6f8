import { setLocale } from '@/src/i18n/locale';
import type { BlockContext } from '@/src/runtime/block-props';
import './language-switch.css';

// Each language is named in itself, so its label needs no translation.
const LANGUAGES = [
  { code: 'zh-CN', label: '中文', lang: 'zh-CN' },
  { code: 'en-US', label: 'English', lang: 'en' },
];

interface LanguageSwitchProps {
  ctx: BlockContext;
  /** the runtime reads the locale at start, so a change reloads the page */
  reload?: () => void;
}

export function LanguageSwitch({ ctx, reload = () => window.location.reload() }: LanguageSwitchProps) {
  const choose = (code: string) => {
    if (code === ctx.locale) return;
    setLocale(code);
    reload();
  };
  return (
    <div className="pc-lang" role="group" aria-label={ctx.t('layout.language')}>
      <svg className="pc-lang__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      {LANGUAGES.map((l) => (
        <button key={l.code} type="button" lang={l.lang} className="pc-lang__option" aria-pressed={ctx.locale === l.code} onClick={() => choose(l.code)}>
          {l.label}
        </button>
      ))}
    </div>
  );
}
