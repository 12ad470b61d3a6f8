import type { Delivery } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';

export interface BcConsentProps {
  ctx: BlockContext;
  delivery: Delivery;
  onAnswer: (agree: boolean) => void;
}

/** The background check once answered (同意 / 不同意); nothing when none was asked. Pending is the views' to draw. */
export function BcAnswered({ ctx, delivery, prefix: p }: { ctx: BlockContext; delivery: Delivery; prefix: 'pc' | 'h5' }) {
  const { backgroundCheck } = delivery;
  if (backgroundCheck !== 'agreed' && backgroundCheck !== 'disagreed') return null;
  return <p className={`${p}-bc ${p}-bc--${backgroundCheck}`}>{ctx.t(backgroundCheck === 'agreed' ? 'following.bc.agreed' : 'following.bc.disagreed')}</p>;
}
