// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, resetClientConfig } from '@/src/api/client-config';
import { stableJson } from '@/src/api/stable-json';
import { endpointKey, useEndpoint } from '@/src/api/use-endpoint';

const notifier = { notify: vi.fn(), message: vi.fn() };
const wrapper = ({ children }: { children: ReactNode }) => createElement(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0 } }, children);

beforeEach(() => {
  vi.clearAllMocks();
  configureClient({
    getSite: () => ({ portalType: '1', portalId: '1001', domain: 'portal', channel: 'pc', template: 'default', terminal: 'pc' }),
    notifier,
    location: { pathname: () => '/', search: () => '', reload: vi.fn(), navigate: vi.fn() },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetClientConfig();
});

describe('endpointKey', () => {
  it('is the name and the params as stable JSON, whatever the key order', () => {
    expect(endpointKey('notice.search', { page: 1, filter: { b: 2, a: 1 } })).toEqual(['notice.search', '{"filter":{"a":1,"b":2},"page":1}']);
    expect(endpointKey('notice.search', { filter: { a: 1, b: 2 }, page: 1 })).toEqual(endpointKey('notice.search', { page: 1, filter: { b: 2, a: 1 } }));
    expect(stableJson([{ b: 1, a: 2 }])).toBe('[{"a":2,"b":1}]');
  });

  it('is null (no call) without a name', () => {
    expect(endpointKey(null, { page: 1 })).toBeNull();
  });
});

describe('useEndpoint', () => {
  it('fetches through the client and returns the envelope data', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { list: [1], total: 1 } })));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useEndpoint('notice.search', { page: 1 }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ list: [1], total: 1 }));
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/pt/portal/notice/search', expect.objectContaining({ method: 'POST', body: '{"page":1}' }));
  });

  it('makes no call while the name is null', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useEndpoint(null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a failure once and does not retry it', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: false, errorMessage: '查询失败', showType: 2 })));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useEndpoint('notice.search', { page: 1 }), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(notifier.message).toHaveBeenCalledExactlyOnceWith('error', '查询失败', 3000);
  });
});
