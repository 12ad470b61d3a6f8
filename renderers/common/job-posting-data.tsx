import type { Position } from '@/src/core/entities';
import { canonicalPath } from '@/src/core/seo/canonical';
import { jobPosting, jsonLdText } from '@/src/core/seo/job-posting';
import type { BlockContext } from '@/src/runtime/block-props';
import { summaryOf, usePageHead } from '@/src/runtime/page-head';

/**
 * What a position page tells search engines (issue 14 item 2), on both terminals: its head (the position's title,
 * a description, the canonical address the sitemap lists, Open Graph) and its schema.org JobPosting for job
 * search. jsonLdText keeps any title from closing the script.
 */
export function JobPostingData({ ctx, position }: { ctx: BlockContext; position: Position }) {
  const here = typeof location === 'undefined' ? { origin: '', pathname: '' } : location;
  // a site whose sitemap names no position page: this page is the position's address
  const url = here.origin + (canonicalPath(ctx.site, ctx.siteFile, 'positions', position.id) ?? here.pathname);
  const siteName = ctx.t(ctx.siteFile.name);
  const description = summaryOf(position.description ?? position.requirement);
  usePageHead({ title: position.title, siteName, description, canonical: url }, 1);
  const data = jobPosting(position, {
    url,
    portalName: siteName,
    headings: { description: ctx.t('position.description'), requirement: ctx.t('position.requirement') },
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
