// Whether the signed-in candidate has applied to a position, and where that application's progress is:
// the position-detail blocks of both terminals show 已申请 with that link instead of the apply button.
import type { Delivery } from '@/src/core/application-api';
import { APPLICATION_DELIVERY_TAG } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { useEndpoint } from '@/src/api/use-endpoint';
import type { BlockContext } from '@/src/runtime/block-props';
import { fillPath } from './fill-path';
import { signedInAsCandidate } from './site-nav-items';
import { useVariantRoutes } from './variant-routes';

/** The application's progress page: the delivery-flow route; {id} is the delivery id. */
export const DEFAULT_PROGRESS_PATH = 'recruitmentflow?deliveryId={id}';

export interface AppliedState {
  /** the candidate's application to this position (not a draft), or null */
  delivery: Delivery | null;
  /** its progress page (relative to the variant base, as this page reaches it), when applied */
  progressTo: string | null;
  /** still asking */
  checking: boolean;
}

/** delivery.search with positionId, for a signed-in candidate only (guests and reviewers have no applications). */
export function useApplied(ctx: BlockContext, positionId: number | undefined, progressPath: unknown): AppliedState {
  const routes = useVariantRoutes(ctx);
  const asks = signedInAsCandidate(ctx) && typeof positionId === 'number';
  const answer = useEndpoint<Paged<Delivery>>(asks ? 'delivery.search' : null, { positionId, tag: APPLICATION_DELIVERY_TAG, page: 1, pageSize: 1 });
  const delivery = asks ? (answer.data?.list?.find((d) => d.positionId === positionId) ?? null) : null;
  const pattern = typeof progressPath === 'string' && progressPath ? progressPath : DEFAULT_PROGRESS_PATH;
  return {
    delivery,
    progressTo: delivery ? routes.path(fillPath(pattern, delivery)) : null,
    checking: asks && answer.data === undefined && !answer.error,
  };
}
