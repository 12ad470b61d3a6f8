import { useContext, useEffect, useState } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { isSubjectCall, type EndpointName } from '@/src/core/endpoints';
import { isMissing } from './errors';
import { NoWaitContext, useServerRender } from '@/src/runtime/server-render';
import { request } from './client';
import { keyText, primedAnswer, usedAnswer } from './server-answers';
import { stableJson } from './stable-json';

type Key = readonly [EndpointName, string];

/** The SWR key of a call: its name and its params as stable JSON; null (no call) when name is null. */
export function endpointKey(name: EndpointName | null, params: Record<string, unknown> = {}): Key | null {
  return name ? ([name, stableJson(params)] as const) : null;
}

// a block whose subject does not exist says so itself (renderers/common/missing-subject.ts): no notice on top
const fetcher = ([name, json]: Key) => {
  const params = JSON.parse(json) as Record<string, unknown>;
  return isSubjectCall(name) ? request(name, params, { quiet: isMissing }) : request(name, params);
};

// Every failure is already shown by the client: a retry or a refetch on focus would show it again.
const DEFAULTS: SWRConfiguration = { shouldRetryOnError: false, revalidateOnFocus: false };

const noop = () => Promise.resolve(undefined);

/**
 * On the server: the answer fetched before this pass, or a note that the block wants it (drawn loading
 * meanwhile). In the streamed pass a block waits for its answer instead: its Suspense boundary goes out loading,
 * and the block follows in the same answer once the call is back.
 */
function useServerEndpoint<T>(key: Key | null): SWRResponse<T, unknown> {
  const render = useServerRender();
  const noWait = useContext(NoWaitContext);
  const text = key && keyText(key);
  const answer = text ? render?.answers.get(text) : undefined;
  if (key && text && render && !answer) {
    const call = { name: key[0], params: JSON.parse(key[1]) as Record<string, unknown> };
    if (render.stream && !noWait && !render.stream.over()) throw render.stream.wait(text, call);
    render.wanted.set(text, call);
  }
  // a failed call is drawn loading: the browser calls it again and shows its message if it fails there too
  const had = answer && 'data' in answer;
  return { data: had ? (answer.data as T) : undefined, error: undefined, isLoading: Boolean(key) && !had, isValidating: false, mutate: noop as never };
}

/** Data of one endpoint for a block; pass null as name to wait (e.g. until a route param exists). */
export function useEndpoint<T = unknown>(
  name: EndpointName | null,
  params: Record<string, unknown> = {},
  config: SWRConfiguration<T> = {},
): SWRResponse<T, unknown> {
  const key = endpointKey(name, params);
  if (import.meta.env.SSR) return useServerEndpoint<T>(key); // eslint-disable-line react-hooks/rules-of-hooks
  // the answer the server rendered this block with: drawn as it is, not fetched again on mount
  const text = key && keyText(key);
  const [primed] = useState(() => {
    const answer = text ? primedAnswer(text) : undefined;
    return answer && { text, data: answer.data as T };
  });
  useEffect(() => {
    if (primed?.text) usedAnswer(primed.text);
  }, [primed]);
  const initial = primed && primed.text === text ? { fallbackData: primed.data, revalidateOnMount: false } : {};
  return useSWR<T, unknown, Key | null>(key, fetcher as (key: Key) => Promise<T>, { ...DEFAULTS, ...config, ...initial });
}
