import { lazy, Suspense } from 'react';
import type { BlockContext } from '@/src/runtime/block-props';
import { CENSOR_DOMAIN } from '@/src/session/token-store';

const UnreadBadge = lazy(() => import('./unread-badge').then((m) => ({ default: m.UnreadBadge })));

/** The badge (its kit's Badge and the passport.header call) loads only for a signed-in candidate: a guest's home pays nothing. */
export function LazyUnreadBadge({ ctx }: { ctx: BlockContext }) {
  if (!ctx.user || ctx.user.domain === CENSOR_DOMAIN || ctx.site.domain === CENSOR_DOMAIN) return null;
  return (
    <Suspense fallback={null}>
      <UnreadBadge ctx={ctx} />
    </Suspense>
  );
}
