import { lazy, Suspense, type ComponentType } from 'react';
import type { BlockContext } from '@/src/runtime/block-props';
import { signedInAsCandidate } from './site-nav-items';

type Badge = ComponentType<{ ctx: BlockContext }>;

/**
 * A terminal's unread badge that loads (its kit's Badge and the passport.header call) only for a signed-in
 * candidate: a guest's or a reviewer's page pays nothing.
 */
export function lazyUnreadBadge(load: () => Promise<{ UnreadBadge: Badge }>): Badge {
  const UnreadBadge = lazy(() => load().then((m) => ({ default: m.UnreadBadge })));
  return function LazyUnreadBadge({ ctx }: { ctx: BlockContext }) {
    if (!signedInAsCandidate(ctx)) return null;
    return (
      <Suspense fallback={null}>
        <UnreadBadge ctx={ctx} />
      </Suspense>
    );
  };
}
