// The XML of the sitemap protocol (sitemaps.org 0.9): a urlset of pages, or an index of urlset files.
export interface SitemapUrl {
  loc: string;
  /** W3C datetime */
  lastmod?: string | null;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const entry = (tag: string, u: SitemapUrl) =>
  `<${tag}><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ''}</${tag}>`;

export function urlset(urls: SitemapUrl[]): string {
  return `${HEAD}<urlset ${NS}>\n${urls.map((u) => entry('url', u)).join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(files: SitemapUrl[]): string {
  return `${HEAD}<sitemapindex ${NS}>\n${files.map((f) => entry('sitemap', f)).join('\n')}\n</sitemapindex>\n`;
}
