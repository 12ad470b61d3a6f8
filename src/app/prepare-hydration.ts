import { setErrorCatalogue } from '@/src/api/error-texts';
import { knowZoneOffsetSpan } from '@/src/core/time-zone';
import { primeAnswers } from '@/src/api/server-answers';
import { getLocale } from '@/src/i18n/locale';
import { loadMessages } from '@/src/i18n/load-messages';
import { createTranslator } from '@/src/core/translate';
import { preloadBlock } from '@/src/runtime/lazy-block';
import { primeSchemas } from '@/src/runtime/schema-source';
import { readUser } from '@/src/session/token-store';
import { parseSiteUrl } from '@/src/site/parse-site-url';
import { keepSiteConfig } from '@/src/site/site-config';
import type { BootState } from '@/src/core/boot-state';
import { createRegistry } from '@/src/core/renderer-rank';
import { loadKit } from './load-kit';
import { primeApp } from './primed-app';

/**
 * Readies the first render of a server-rendered page: its schemas, its kit and catalogues, the answers it was
 * drawn with. True when this browser would draw the page as the server did (a guest in the page's language),
 * so that it can be hydrated; false to draw it afresh.
 */
export async function prepareHydration(boot: BootState): Promise<boolean> {
  const parsed = parseSiteUrl(location.pathname);
  if (!parsed.ok || parsed.kind !== 'site' || parsed.site.variantBase !== boot.variantBase) return false;
  const { site } = parsed;
  if (getLocale() !== boot.locale || readUser(site.portalId)) return false;
  // the server loaded the site config for this page: the browser keeps it and does not ask again
  keepSiteConfig(site, boot.siteConfig);
  primeSchemas({ ...boot.schemas, [`sites/${site.template}.json`]: boot.siteFile, [`routes/${site.template}.${site.terminal}.json`]: boot.routeFile });
  const [kit, catalogues] = await Promise.all([loadKit(site.terminal), loadMessages(boot.locale, boot.catalogues)]);
  const registry = createRegistry(kit.entries);
  const target = { template: site.template, terminal: site.terminal };
  await Promise.all(boot.blocks.map((type) => registry.resolve(type, target)).map((entry) => entry && preloadBlock(entry)));
  setErrorCatalogue({ locale: boot.locale, t: createTranslator(boot.locale, catalogues) });
  primeAnswers(boot.answers);
  if (boot.timeZoneSpan) knowZoneOffsetSpan(boot.timeZone, boot.timeZoneSpan);
  primeApp({ locale: boot.locale, catalogues, variantBase: boot.variantBase, resources: { kit, siteFile: boot.siteFile, routeFile: boot.routeFile, timeZone: boot.timeZone } });
  return true;
}
