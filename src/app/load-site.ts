import type { RouteFile, SiteFile } from '@/src/core/schema-types';
import { fetchUserAndToken } from '@/src/session/session';
import { fetchSchema } from '@/src/runtime/schema-source';
import { loadSiteConfig } from '@/src/site/site-config';
import { resolveTimeZone } from '@/src/core/time-zone';
import type { SiteContext } from '@/src/site/site-context';
import type { TerminalKit } from '@/renderers/registry';
import { wireClient } from './client-wiring';
import { loadKit } from './load-kit';

export interface SiteResources {
  kit: TerminalKit;
  siteFile: SiteFile;
  routeFile: RouteFile;
  /** the portal's zone, from its site config */
  timeZone: string;
}

export type SiteLoadFailure = 'site-missing' | 'load-failed';

/**
 * Everything a variant needs before its first page: its kit (so that errors of the next calls can be shown),
 * its site and route files, the site config; then, at start-up, the current user and token (spec point 4).
 */
export async function loadSite(site: SiteContext, navigate: (url: string) => void): Promise<SiteResources> {
  const [kit, siteFile, routeFile] = await Promise.all([
    loadKit(site.terminal),
    fetchSchema<SiteFile>(`sites/${site.template}.json`),
    fetchSchema<RouteFile>(`routes/${site.template}.${site.terminal}.json`),
  ]);
  wireClient(site, kit.notifier, navigate);
  const config = await loadSiteConfig(site);
  // a failed session fetch leaves a guest: browsing still works, and the client has shown why
  await fetchUserAndToken().catch(() => undefined);
  return { kit, siteFile, routeFile, timeZone: resolveTimeZone(config.timeZone) };
}
