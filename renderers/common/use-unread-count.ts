import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useEndpoint } from '@/src/api/use-endpoint';
import type { PassportHeader } from '@/src/core/account-api';
import type { BlockContext } from '@/src/runtime/block-props';
import { signedInAsCandidate } from './site-nav-items';

// Back on the tab after reading mail elsewhere: ask again, but not more than once a minute.
const SWR_CONFIG = { revalidateOnFocus: true, focusThrottleInterval: 60_000 };

/**
 * The signed-in candidate's unread application notifications (passport.header), or 0. Guests and reviewers
 * make no call. The count is asked again after each navigation (reading an application marks its notifications
 * read) and when the window regains focus.
 */
export function useUnreadCount(ctx: BlockContext): number {
  const candidate = signedInAsCandidate(ctx);
  const { data, mutate } = useEndpoint<PassportHeader>(candidate ? 'passport.header' : null, {}, SWR_CONFIG);
  const { pathname } = useLocation();
  const seen = useRef(pathname);
  useEffect(() => {
    if (!candidate || seen.current === pathname) return;
    seen.current = pathname;
    void mutate();
  }, [candidate, pathname, mutate]);
  return candidate ? Math.max(0, data?.unread ?? 0) : 0;
}
