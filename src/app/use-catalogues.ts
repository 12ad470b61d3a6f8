import { useEffect, useState } from 'react';
import { getLocale } from '@/src/i18n/locale';
import { setErrorCatalogue } from '@/src/api/error-texts';
import { loadMessages } from '@/src/i18n/load-messages';
import { createTranslator, type Messages } from '@/src/core/translate';
import { usePrimedApp } from './primed-app';

export type Catalogues = Record<string, Messages>;

/** The messages of the chosen locale; an empty catalogue when even zh-CN cannot be had (texts then show their keys). */
export function useCatalogues(): { locale: string; catalogues: Catalogues | null } {
  const primed = usePrimedApp();
  const [locale] = useState(() => primed?.locale ?? getLocale());
  const [catalogues, setCatalogues] = useState<Catalogues | null>(() => (primed?.locale === locale ? primed.catalogues : null));
  useEffect(() => {
    if (catalogues) return;
    loadMessages(locale).then(
      (loaded) => {
        // server failures are worded by errorCode from these catalogues before any page calls the API
        setErrorCatalogue({ locale, t: createTranslator(locale, loaded) });
        setCatalogues(loaded);
      },
      () => setCatalogues({ 'zh-CN': {} }),
    );
  }, [locale]); // eslint-disable-line react-hooks/exhaustive-deps
  return { locale, catalogues };
}
