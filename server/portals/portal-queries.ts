import type { SiteConfig } from '@/src/core/envelope';
import type { Db } from '@/server/db/database';

/** A portal's identity provider (migration 006). Server-side only: toSiteConfig never copies it. */
export interface PortalIdp {
  /** the "iss" its tickets carry */
  issuer: string;
  /** its PUBLIC key: a JWK (JSON) or a PEM SPKI */
  publicKey: string;
  /** the one JWS alg accepted (EdDSA or RS256) */
  algorithm: string;
  /** whether a ticket naming an account the portal does not have creates it */
  createAccounts: boolean;
}

export interface PortalRow {
  id: number;
  portalType: string;
  template: string;
  /** its Chinese name (SMS signatures, the privacy statement, the header) */
  name: string;
  /** its name in other languages, by locale */
  names: Record<string, string>;
  channelMap: Record<string, 'pc' | 'h5'>;
  domains: string[];
  secretKey: string | null;
  hotKeywords: string[];
  privacyTitle: string;
  privacyHtml: string;
  /** the resume template a new candidate starts with */
  resumeTemplate: string;
  /** null: the portal takes no SSO tickets */
  idp: PortalIdp | null;
  /** IANA zone its pages show times in */
  timeZone: string;
}

/** The names column: an object of strings by locale; anything else reads as none. */
function parseNames(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''));
  } catch {
    return {};
  }
}

export async function findPortal(db: Db, id: number): Promise<PortalRow | undefined> {
  const row = await db.selectFrom('portals').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    portalType: row.portal_type,
    template: row.template,
    name: row.name,
    names: parseNames(row.names),
    channelMap: JSON.parse(row.channel_map) as Record<string, 'pc' | 'h5'>,
    domains: JSON.parse(row.domains) as string[],
    secretKey: row.secret_key,
    hotKeywords: JSON.parse(row.hot_keywords) as string[],
    privacyTitle: row.privacy_title,
    privacyHtml: row.privacy_html,
    resumeTemplate: row.resume_template,
    idp:
      row.idp_issuer && row.idp_public_key && row.idp_algorithm
        ? { issuer: row.idp_issuer, publicKey: row.idp_public_key, algorithm: row.idp_algorithm, createAccounts: row.sso_create_accounts === 1 }
        : null,
    timeZone: row.time_zone,
  };
}

/**
 * siteconfig.load's answer. The channel map is the site file's (its template's defaults) with the portal's own
 * entries over it (`npm run portal -- set-channel`), so an operator edits a template's map in JSON.
 */
export function toSiteConfig(portal: PortalRow, domain: string, channel: string, siteChannelMap: Record<string, 'pc' | 'h5'> = {}): SiteConfig {
  const config: SiteConfig = {
    template: portal.template,
    channelMap: { ...siteChannelMap, ...portal.channelMap },
    portalType: portal.portalType,
    portalId: String(portal.id),
    domain,
    channel,
    siteName: portal.name,
    siteNames: { ...portal.names, 'zh-CN': portal.name },
    timeZone: portal.timeZone,
  };
  if (portal.secretKey) config.secretKey = portal.secretKey;
  return config;
}
