import type { Position } from '@/src/core/entities';
import { jobPosting, jsonLdText } from '@/src/core/seo/job-posting';
import type { BlockContext } from '@/src/runtime/block-props';
import { useDetailHead } from './detail-head';

/**
 * What a position page tells search engines (so it shows in job search), on both terminals: its head (the position's title,
 * a description, the canonical address the sitemap lists, Open Graph) and, while it is open, its schema.org JobPosting
 * for job search (a closed one has none, so job search drops it). jsonLdText keeps any title from closing the script.
 */
export function JobPostingData({ ctx, position }: { ctx: BlockContext; position: Position }) {
  const url = useDetailHead(ctx, { of: 'positions', id: position.id, title: position.title, text: position.description ?? position.requirement });
  const data = jobPosting(position, {
    url,
    portalName: ctx.t(ctx.siteFile.name),
    headings: { description: ctx.t('position.description'), requirement: ctx.t('position.requirement') },
  });
  return data ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} /> : null;
}
