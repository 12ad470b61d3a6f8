import type { Terminal } from '@/src/core/schema-types';
import { makeSiteContext, type SiteBase, type SiteContext } from './site-context';

export type SiteSegment = 'portalType' | 'portalId' | 'domain' | 'channel' | 'template' | 'terminal';

export type SiteUrlFailure = {
  ok: false;
  /** not-site-path: neither /site/... nor /gw/...; missing: a segment is absent; invalid: it fails its pattern */
  reason: 'not-site-path' | 'missing-segment' | 'invalid-segment';
  segment: SiteSegment | null;
  value?: string;
};

export type SiteUrlResult =
  | { ok: true; kind: 'site'; site: SiteContext; /** the path below {variantBase}, without leading slash */ rest: string }
  | { ok: true; kind: 'gateway'; base: SiteBase }
  | SiteUrlFailure;

const PATTERNS: Record<SiteSegment, RegExp> = {
  portalType: /^\d{1,18}$/,
  portalId: /^\d{1,18}$/,
  domain: /^(portal|censor)$/,
  channel: /^[a-z0-9]{1,16}$/,
  template: /^[a-z][a-z0-9-]{0,31}$/,
  terminal: /^(pc|h5)$/,
};

const BASE_SEGMENTS: SiteSegment[] = ['portalType', 'portalId', 'domain', 'channel'];
const VARIANT_SEGMENTS: SiteSegment[] = [...BASE_SEGMENTS, 'template', 'terminal'];

function readSegments(names: SiteSegment[], parts: string[]): Record<SiteSegment, string> | SiteUrlFailure {
  const values = {} as Record<SiteSegment, string>;
  for (const [i, name] of names.entries()) {
    const value = parts[i];
    if (value === undefined || value === '') return { ok: false, reason: 'missing-segment', segment: name };
    // Segments are compared raw: a percent-encoded value never matches a pattern, so it is refused.
    if (!PATTERNS[name].test(value)) return { ok: false, reason: 'invalid-segment', segment: name, value };
    values[name] = value;
  }
  return values;
}

/** Parses /site/{portalType}/{portalId}/{domain}/{channel}/{template}/{terminal}/... or /gw/{4 values}. */
export function parseSiteUrl(pathname: string): SiteUrlResult {
  const path = pathname.split(/[?#]/)[0];
  const [lead, kind, ...parts] = path.split('/');
  if (lead !== '' || (kind !== 'site' && kind !== 'gw')) return { ok: false, reason: 'not-site-path', segment: null };

  const names = kind === 'site' ? VARIANT_SEGMENTS : BASE_SEGMENTS;
  const values = readSegments(names, parts);
  if ('ok' in values) return values;

  const base: SiteBase = {
    portalType: values.portalType,
    portalId: values.portalId,
    domain: values.domain,
    channel: values.channel,
  };
  if (kind === 'gw') return { ok: true, kind: 'gateway', base };
  const site = makeSiteContext(base, values.template, values.terminal as Terminal);
  return { ok: true, kind: 'site', site, rest: parts.slice(names.length).join('/') };
}

// Tablets (iPad, Android without "Mobile") get the desktop variant: only phones are h5.
const PHONE_UA = /Mobi|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|webOS/i;

export function detectTerminal(userAgent: string | null | undefined): Terminal {
  return userAgent && PHONE_UA.test(userAgent) ? 'h5' : 'pc';
}
