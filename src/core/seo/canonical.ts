import type { SiteFile, SitemapPage } from '../schema-types';

/** What the address is built from: the site's base (/site/{portalType}/{portalId}/{domain}/{channel}), its channel and template. */
interface SiteAddress {
  siteBase: string;
  channel: string;
  template: string;
}

/**
 * The address a detail page names as its own, so search engines see one page per row: the page of its kind that the site file's
 * sitemap lists, on the sitemap's terminal (an h5 position page names the pc one), or null when the site lists
 * none. The same address /sitemap.xml gives for the row, so that search engines see one page per position.
 */
export function canonicalPath(site: SiteAddress, siteFile: SiteFile, of: SitemapPage['of'], id: number | string, kind?: SitemapPage['kind']): string | null {
  const sitemap = siteFile.sitemap;
  const page = sitemap?.pages.find((p) => p.of === of && (!p.kind || p.kind === kind));
  if (!sitemap || !page) return null;
  const channel =
    siteFile.channelMap[site.channel] === sitemap.terminal
      ? site.channel
      : (Object.keys(siteFile.channelMap).find((c) => siteFile.channelMap[c] === sitemap.terminal) ?? sitemap.terminal);
  return `${site.siteBase.replace(/\/[^/]+$/, `/${channel}`)}/${site.template}/${sitemap.terminal}/${page.path.replace('{id}', encodeURIComponent(String(id)))}`;
}
