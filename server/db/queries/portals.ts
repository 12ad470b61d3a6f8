import type { SiteConfig } from '@/src/core/envelope';
import type { Db } from '../database';

export interface PortalRow {
  id: number;
  portalType: string;
  template: string;
  name: string;
  channelMap: Record<string, 'pc' | 'h5'>;
  domains: string[];
  secretKey: string | null;
  hotKeywords: string[];
  privacyTitle: string;
  privacyHtml: string;
  /** the resume template a new candidate starts with */
  resumeTemplate: string;
}

export async function findPortal(db: Db, id: number): Promise<PortalRow | undefined> {
  const row = await db.selectFrom('portals').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    portalType: row.portal_type,
    template: row.template,
    name: row.name,
    channelMap: JSON.parse(row.channel_map) as Record<string, 'pc' | 'h5'>,
    domains: JSON.parse(row.domains) as string[],
    secretKey: row.secret_key,
    hotKeywords: JSON.parse(row.hot_keywords) as string[],
    privacyTitle: row.privacy_title,
    privacyHtml: row.privacy_html,
    resumeTemplate: row.resume_template,
  };
}

export function toSiteConfig(portal: PortalRow, domain: string, channel: string): SiteConfig {
  const config: SiteConfig = {
    template: portal.template,
    channelMap: portal.channelMap,
    portalType: portal.portalType,
    portalId: String(portal.id),
    domain,
    channel,
    siteName: portal.name,
  };
  if (portal.secretKey) config.secretKey = portal.secretKey;
  return config;
}
