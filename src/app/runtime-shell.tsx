import { useEffect, useMemo, type ReactNode } from 'react';
import type { SiteFile } from '@/src/core/schema-types';
import { isRtl } from '@/src/core/locale';
import { createTranslator, type Messages } from '@/src/core/translate';
import { RuntimeContext, type RuntimeValue } from '@/src/runtime/runtime-context';
import type { SiteContext } from '@/src/site/site-context';
import type { TerminalKit } from '@/renderers/registry';
import { createRegistry } from '@/src/core/renderer-rank';
import { usePageNotices } from './use-page-notices';

interface Props {
  site: SiteContext;
  siteFile: SiteFile;
  kit: TerminalKit;
  locale: string;
  catalogues: Record<string, Messages>;
  /** the variant's login page, relative to its base */
  loginPath: string;
  /** the variant's home page, relative to its base */
  homePath: string;
  /** the portal's zone every time is shown in */
  timeZone: string;
  children: ReactNode;
}

function applyDocument(locale: string, siteFile: SiteFile) {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = isRtl(locale) ? 'rtl' : 'ltr';
  const { theme } = siteFile;
  root.style.setProperty('--portal-primary', theme.primaryColor);
  root.style.setProperty('--portal-header-bg', theme.headerBackground);
  root.style.setProperty('--portal-header-text', theme.headerText);
  root.style.setProperty('--portal-accent', theme.accentColor ?? theme.primaryColor);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primaryColor);
  // the page answers from here on (a server-rendered one is hydrated): tests wait for it before they press keys
  root.setAttribute('data-live', '');
}

/** Joins a site, its schemas, its locale and a terminal's renderer set for everything drawn below it. */
export function RuntimeShell({ site, siteFile, kit, locale, catalogues, loginPath, homePath, timeZone, children }: Props) {
  const value = useMemo<RuntimeValue>(
    () => ({
      resolver: createRegistry(kit.entries),
      target: { template: site.template, terminal: site.terminal },
      site,
      siteFile,
      locale,
      t: createTranslator(locale, catalogues),
      loginPath,
      homePath,
      timeZone,
      dev: import.meta.env.DEV,
    }),
    [kit, site, siteFile, locale, catalogues, loginPath, homePath, timeZone],
  );
  useEffect(() => applyDocument(locale, siteFile), [locale, siteFile]);
  usePageNotices(kit.notifier);
  const { Provider } = kit;
  return (
    <RuntimeContext.Provider value={value}>
      <Provider locale={locale} direction={isRtl(locale) ? 'rtl' : 'ltr'} theme={siteFile.theme}>
        {children}
      </Provider>
    </RuntimeContext.Provider>
  );
}
