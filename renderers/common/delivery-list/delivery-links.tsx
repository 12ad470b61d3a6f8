import type { Delivery } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { subjectOf } from './subject';

interface LinksProps {
  ctx: BlockContext;
  prefix: 'pc' | 'h5';
  delivery: Delivery;
  flowPath: string;
  feedbackPath: string;
}

/** An application's ways on: its progress, and the interview feedback while that is open. */
export function DeliveryLinks({ ctx, prefix: p, delivery: d, flowPath, feedbackPath }: LinksProps) {
  return (
    <>
      <AppLink ctx={ctx} to={fillPath(flowPath, d)} className={`${p}-delivery__action ${p}-delivery__action--primary`}>
        {ctx.t('following.progress')}
      </AppLink>
      {d.feedbackOpen && (
        <AppLink ctx={ctx} to={fillPath(feedbackPath, d)} className={`${p}-delivery__action`}>
          {ctx.t('following.feedback')}
        </AppLink>
      )}
    </>
  );
}

/** An application's title, leading to its progress. */
export function DeliveryTitleLink({ ctx, delivery: d, flowPath, className }: { ctx: BlockContext; delivery: Delivery; flowPath: string; className: string }) {
  return (
    <AppLink ctx={ctx} to={fillPath(flowPath, d)} className={className}>
      {subjectOf(d, ctx.timeZone).title}
    </AppLink>
  );
}
