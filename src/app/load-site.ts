import type { RouteFile, SiteFile } from '@/src/core/schema-types';
import { startSession } from '@/src/session/session';
import { fetchSchema } from '@/src/runtime/schema-source';
import { loadSiteConfig, storeMenu } from '@/src/site/site-config';
import { DEFAULT_TIME_ZONE } from '@/src/core/time-zone';
import { withPortalName } from '@/src/core/portal-name';
import type { SiteContext } from '@/src/site/site-context';
import type { TerminalKit } from '@/renderers/registry';
import { wireClient } from './client-wiring';
import { loadKit } from './load-kit';
import { nullWhenMissing, terminalMissing } from './terminal-missing';

export interface SiteResources {
  kit: TerminalKit;
  siteFile: SiteFile;
  routeFile: RouteFile;
  /** the portal's zone, from its site config (as given: where dates are drawn, an unknown zone reads as the default) */
  timeZone: string;
}

export type SiteLoadFailure = 'site-missing' | 'load-failed';

/**
 * Everything a variant needs before its first page: its kit (so that errors of the next calls can be shown),
 * its site and route files, the site config and the site's menu (the spec's menu_config session key); then, at start-up,
 * the token and the current user (the spec's session rules: fetch both at start-up).
 */
export async function loadSite(site: SiteContext, navigate: (url: string) => void): Promise<SiteResources> {
  const [kit, siteFile, routeFile] = await Promise.all([
    loadKit(site.terminal),
    fetchSchema<SiteFile>(`sites/${site.template}.json`),
    fetchSchema<RouteFile>(`routes/${site.template}.${site.terminal}.json`).catch(nullWhenMissing),
  ]);
  if (!routeFile || !siteFile.terminals.includes(site.terminal)) throw await terminalMissing(site, siteFile);
  wireClient(site, kit.notifier, navigate);
  const config = await loadSiteConfig(site);
  storeMenu(siteFile.nav[site.terminal] ?? []);
  // a failed session fetch leaves a guest: browsing still works, and the client has shown why
  await startSession(site).catch(() => undefined);
  // the zone is checked where dates are drawn (zonedParts, formatDate fall back to the default for an unknown one):
  // checking it here built a formatter with a zone, which costs a phone ~30 ms on a page that may show no date
  return { kit, siteFile: withPortalName(siteFile, config), routeFile, timeZone: config.timeZone || DEFAULT_TIME_ZONE };
}
