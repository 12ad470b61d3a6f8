// The live "already registered" check of a field (validateRegistMobile, one of the spec's calls, on regist): once the
// typed value is well-formed and has rested for a moment, the field's "check" call says whether it is
// still free. Kit-free: pc and h5 show `text` under their field. A failed call (throttled, offline) shows
// nothing: the send-code and submit calls refuse a taken address anyway.
import { useEffect, useState } from 'react';
import { request } from '@/src/api/client';
import type { EndpointName } from '@/src/core/endpoints';
import type { BlockContext } from '@/src/runtime/block-props';

export const AVAILABILITY_DEBOUNCE_MS = 400;

export type Availability = 'idle' | 'checking' | 'available' | 'taken';

/** What a check call answers (user.validateRegistMobile). */
interface CheckAnswer {
  available?: boolean;
}

export function useAvailability(
  check: EndpointName | undefined,
  param: string,
  value: unknown,
  wellFormed: (value: string) => boolean,
  ctx: BlockContext,
): { state: Availability; text?: string } {
  const typed = typeof value === 'string' ? value.trim() : '';
  const ready = !!check && wellFormed(typed);
  const [result, setResult] = useState<{ value: string; state: Availability }>({ value: '', state: 'idle' });

  useEffect(() => {
    if (!ready || !check) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setResult({ value: typed, state: 'checking' });
      request<CheckAnswer>(check, { [param]: typed }, { skipErrorHandler: true, signal: abort.signal })
        .then((answer) => setResult({ value: typed, state: answer?.available === false ? 'taken' : 'available' }))
        .catch(() => abort.signal.aborted || setResult({ value: typed, state: 'idle' }));
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [check, param, typed, ready]);

  // an answer about another value than the one in the field is stale: it says nothing
  const state = ready && result.value === typed ? result.state : 'idle';
  if (state === 'taken') return { state, text: ctx.t('account.check.taken') };
  if (state === 'available') return { state, text: ctx.t('account.check.available') };
  return { state };
}
