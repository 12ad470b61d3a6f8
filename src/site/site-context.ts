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
