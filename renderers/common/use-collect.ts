// The favourite (收藏) state of one position and its toggle, for the position-detail blocks of both terminals.
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { CollectedPosition, CollectState } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { request } from '@/src/api/client';
import { useEndpoint } from '@/src/api/use-endpoint';
import type { BlockContext } from '@/src/runtime/block-props';

/** The variant's login page, coming back to `back` (an absolute same-origin path) afterwards. */
export function signInTo(ctx: BlockContext, back: string): string {
  return `${ctx.loginPath}?redirect=${encodeURIComponent(back)}`;
}

export interface CollectToggle {
  collected: boolean;
  /** the state is being read or changed */
  busy: boolean;
  /** a guest goes to the login page and comes back here; a candidate toggles */
  toggle: () => Promise<void>;
}

/**
 * collect.getCareer with positionId tells whether the candidate keeps the position; collect.career and
 * collect.removeCareer change it. `onChanged` is told the new state (the block shows its message).
 */
export function useCollect(ctx: BlockContext, positionId: number, onChanged: (collected: boolean) => void): CollectToggle {
  const location = useLocation();
  const signedIn = Boolean(ctx.user);
  const state = useEndpoint<Paged<CollectedPosition>>(signedIn ? 'collect.getCareer' : null, { positionId, page: 1, pageSize: 1 });
  const [answer, setAnswer] = useState<CollectState | null>(null);
  const [changing, setChanging] = useState(false);
  const listed = Array.isArray(state.data?.list) && state.data.list.some((p) => p.id === positionId);
  const collected = answer && answer.positionId === positionId ? answer.collected : listed;

  const toggle = async () => {
    if (!signedIn) {
      ctx.navigate(signInTo(ctx, `${location.pathname}${location.search}`));
      return;
    }
    if (changing) return;
    setChanging(true);
    try {
      const next = await request<CollectState>(collected ? 'collect.removeCareer' : 'collect.career', { positionId });
      setAnswer(next);
      onChanged(next.collected);
      void state.mutate();
    } catch {
      // the client has shown why; the state stays as it was
    } finally {
      setChanging(false);
    }
  };
  return { collected, busy: changing || (signedIn && state.data === undefined && state.isLoading), toggle };
}
