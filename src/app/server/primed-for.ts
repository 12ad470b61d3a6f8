import type { SiteConfig } from '@/src/core/envelope';
import type { RouteFile, SiteFile } from '@/src/core/schema-types';
import { resolveTimeZone } from '@/src/core/time-zone';
import { withPortalName } from '@/src/core/portal-name';
import { loadMessages } from '@/src/i18n/load-messages';
import { fetchSchema } from '@/src/runtime/schema-source';
import type { SiteContext } from '@/src/site/site-context';
import { loadKit } from '../load-kit';
import type { PrimedApp } from '../primed-app';
import type { SendCall } from '@/src/core/render-types';
import { callEndpoint } from './server-calls';

/** Why a variant is not drawn when its template, or the template's terminal, does not exist (answered 404). */
export const NO_VARIANT = 'no such template or terminal';

/** What the server draws a variant with (its schemas, site config, kit and catalogues), or why it cannot. */
export async function primedFor(site: SiteContext, send: SendCall, locale: string): Promise<{ primed: PrimedApp; siteConfig: SiteConfig } | string> {
  const siteFile = await fetchSchema<SiteFile>(`sites/${site.template}.json`).catch(() => null);
  const routeFile = await fetchSchema<RouteFile>(`routes/${site.template}.${site.terminal}.json`).catch(() => null);
  if (!siteFile || !routeFile || !siteFile.terminals.includes(site.terminal)) return NO_VARIANT;
  const config = await callEndpoint(send, 'siteconfig.load', { relationId: site.portalId, portalType: site.portalType, userDomain: site.domain, terminalType: site.channel }, site);
  const siteConfig = 'data' in config ? (config.data as { siteConfig?: SiteConfig } | null)?.siteConfig : undefined;
  if (!siteConfig) return 'no site config';
  const [kit, catalogues] = await Promise.all([loadKit(site.terminal), loadMessages(locale)]);
  const primed = { locale, catalogues, variantBase: site.variantBase, resources: { kit, siteFile: withPortalName(siteFile, siteConfig), routeFile, timeZone: resolveTimeZone(siteConfig.timeZone) } };
  return { primed, siteConfig };
}
