// What the sitemap lists: for each portal whose site file has a "sitemap", each kind of detail page it names, with
// the rows that fill it (open positions only: sitemap-rows.ts), cut into files of at most `perFile` URLs (the protocol's limit is 50,000).
import type { SiteFile, SitemapPage, Terminal } from '@/src/core/schema-types';
import type { Db } from '@/server/db/database';
import { findPortal, type PortalRow } from '@/server/portals/portal-queries';
import type { SchemaStore } from '@/server/schemas/schema-store';
import { countRows, readRows } from './sitemap-rows';
import type { SitemapUrl } from './sitemap-xml';

export const URLS_PER_FILE = 50_000;

/** One kind of page of one portal: its rows and the address of its variant. */
export interface SitemapSource {
  portalId: number;
  page: SitemapPage;
  /** "/site/1/1001/portal/pc/default/pc/" */
  base: string;
  count: number;
  /** the Beijing date the open positions were counted on, and are read on */
  today: string;
}

/** One file of a split sitemap: a stretch of one source. */
export interface SitemapChunk {
  source: SitemapSource;
  offset: number;
}

/** The channel that opens the terminal: its own name when it maps to it, else the first that does. */
function channelOf(portal: PortalRow, site: SiteFile, terminal: Terminal): string | undefined {
  const map = { ...site.channelMap, ...portal.channelMap };
  if (map[terminal] === terminal) return terminal;
  return Object.keys(map).find((c) => map[c] === terminal);
}

export async function sitemapSources(db: Db, store: SchemaStore, today: string): Promise<SitemapSource[]> {
  const ids = (await db.selectFrom('portals').select('id').orderBy('id').execute()).map((r) => Number(r.id));
  const out: SitemapSource[] = [];
  for (const id of ids) {
    const portal = await findPortal(db, id);
    const site = portal && (store.value(`sites/${portal.template}.json`) as SiteFile | undefined);
    if (!portal || !site?.sitemap) continue;
    const { terminal, pages } = site.sitemap;
    const channel = channelOf(portal, site, terminal);
    const domain = portal.domains.includes('portal') ? 'portal' : portal.domains[0];
    if (!channel || !domain) continue;
    const base = `/site/${portal.portalType}/${portal.id}/${domain}/${channel}/${portal.template}/${terminal}/`;
    for (const page of pages) out.push({ portalId: portal.id, page, base, today, count: await countRows(db, portal.id, page, today) });
  }
  return out;
}

/** The files of a split sitemap, in order; chunk n is /sitemap-{n + 1}.xml. */
export function chunksOf(sources: SitemapSource[], perFile: number): SitemapChunk[] {
  return sources.flatMap((source) => Array.from({ length: Math.ceil(source.count / perFile) }, (_, i) => ({ source, offset: i * perFile })));
}

export async function urlsOf(db: Db, origin: string, source: SitemapSource, offset: number, limit: number): Promise<SitemapUrl[]> {
  const rows = await readRows(db, source.portalId, source.page, source.today, offset, limit);
  return rows.map((r) => ({ loc: origin + source.base + source.page.path.replace('{id}', String(r.id)), lastmod: r.updatedAt }));
}
