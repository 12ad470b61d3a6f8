import type { SitemapPage } from '@/src/core/schema-types';
import { canonicalPath } from '@/src/core/seo/canonical';
import type { BlockContext } from '@/src/runtime/block-props';
import { summaryOf, usePageAddress, usePageHead } from '@/src/runtime/page-head';

interface Detail {
  of: SitemapPage['of'];
  id: number;
  /** an activity's kind, when the sitemap lists kinds apart */
  kind?: SitemapPage['kind'];
  title: string;
  /** what the description is cut from */
  text?: string | null;
  type?: string;
}

/**
 * A detail page's head, for search engines and link previews: its row's title and description, the address the sitemap lists for the
 * row (an h5 page names the pc one), Open Graph. Returns that absolute address.
 */
export function useDetailHead(ctx: BlockContext, detail: Detail | null): string {
  const here = usePageAddress();
  // a site whose sitemap names no such page: this page is the row's address
  const path = detail ? canonicalPath(ctx.site, ctx.siteFile, detail.of, detail.id, detail.kind) : null;
  const url = here.origin + (path ?? here.pathname);
  const siteName = ctx.t(ctx.siteFile.name);
  usePageHead(detail && { title: detail.title, siteName, description: summaryOf(detail.text), canonical: url, type: detail.type }, 1);
  return url;
}

/** The head of a notice or activity page, for the blocks that draw them. */
export function DetailHead({ ctx, detail }: { ctx: BlockContext; detail: Detail }) {
  useDetailHead(ctx, detail);
  return null;
}
