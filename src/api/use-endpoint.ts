import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { EndpointName } from '@/src/core/endpoints';
import { request } from './client';
import { stableJson } from './stable-json';

type Key = readonly [EndpointName, string];

/** The SWR key of a call: its name and its params as stable JSON; null (no call) when name is null. */
export function endpointKey(name: EndpointName | null, params: Record<string, unknown> = {}): Key | null {
  return name ? ([name, stableJson(params)] as const) : null;
}

const fetcher = ([name, json]: Key) => request(name, JSON.parse(json) as Record<string, unknown>);

// Every failure is already shown by the client: a retry or a refetch on focus would show it again.
const DEFAULTS: SWRConfiguration = { shouldRetryOnError: false, revalidateOnFocus: false };

/** Data of one endpoint for a block; pass null as name to wait (e.g. until a route param exists). */
export function useEndpoint<T = unknown>(
  name: EndpointName | null,
  params: Record<string, unknown> = {},
  config: SWRConfiguration<T> = {},
): SWRResponse<T, unknown> {
  return useSWR<T, unknown, Key | null>(endpointKey(name, params), fetcher as (key: Key) => Promise<T>, { ...DEFAULTS, ...config });
}
