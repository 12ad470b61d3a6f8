import type { PageHead } from '@/src/runtime/page-head';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The head the browser would write for the same page (page-head.ts): highest rank, then the latest asked. */
export function pickHead(heads: Array<{ head: PageHead; rank: number }>): PageHead | undefined {
  let top: { head: PageHead; rank: number } | undefined;
  for (const entry of heads) if (!top || entry.rank >= top.rank) top = entry;
  return top?.head;
}

/** <title>, description, canonical and Open Graph tags of a page, as HTML. */
export function headTags(head: PageHead, href: string): string {
  const title = head.title ? `${head.title} - ${head.siteName}` : head.siteName;
  const tags = [`<title>${escapeHtml(title)}</title>`];
  const meta = (attr: string, key: string, content: string | undefined) => {
    if (content) tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" />`);
  };
  meta('name', 'description', head.description);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  meta('property', 'og:title', head.title || head.siteName);
  meta('property', 'og:site_name', head.siteName);
  meta('property', 'og:description', head.description);
  meta('property', 'og:url', head.canonical ?? href);
  meta('property', 'og:type', head.type ?? 'website');
  return tags.join('\n    ');
}
