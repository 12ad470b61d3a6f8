import type { Terminal } from '@/src/core/schema-types';

/** What the URL /site/{portalType}/{portalId}/{domain}/{channel}/{template}/{terminal}/... tells. */
export interface SiteContext {
  portalType: string;
  portalId: string;
  domain: string;
  channel: string;
  template: string;
  terminal: Terminal;
  /** "/site/{portalType}/{portalId}/{domain}/{channel}" */
  siteBase: string;
  /** "{siteBase}/{template}/{terminal}": every route of the variant's route file is relative to it */
  variantBase: string;
}

/** The four values every site URL starts with; the gateway URL /gw/... gives only these. */
export type SiteBase = Pick<SiteContext, 'portalType' | 'portalId' | 'domain' | 'channel'>;

/** "/site/{portalType}/{portalId}/{domain}/{channel}" */
export function siteBasePath(base: SiteBase): string {
  return `/site/${base.portalType}/${base.portalId}/${base.domain}/${base.channel}`;
}

export function makeSiteContext(base: SiteBase, template: string, terminal: Terminal): SiteContext {
  const siteBase = siteBasePath(base);
  return {
    portalType: base.portalType,
    portalId: base.portalId,
    domain: base.domain,
    channel: base.channel,
    template,
    terminal,
    siteBase,
    variantBase: `${siteBase}/${template}/${terminal}`,
  };
}
