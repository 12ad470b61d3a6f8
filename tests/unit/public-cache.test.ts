// PublicAnswerCache alone, on a hand-moved clock: the version is read at most once per window, a new version drops
// every answer, and an answer computed before a drop is not stored after it.
import { describe, expect, it } from 'vitest';
import { PublicAnswerCache } from '@/server/http/public-cache';

function setUp(windowMs = 1000, maxEntries = 10) {
  const state = { now: 0, version: 1, reads: 0 };
  const cache = new PublicAnswerCache(
    async () => {
      state.reads += 1;
      return state.version;
    },
    { windowMs, maxEntries },
    () => state.now,
  );
  return { state, cache };
}

describe('PublicAnswerCache', () => {
  it('reads the version once per window and keeps answers while it stays the same', async () => {
    const { state, cache } = setUp();
    cache.set('a', 'A', await cache.fresh());
    state.now = 999;
    await cache.fresh();
    expect(state.reads).toBe(1);
    state.now = 1000;
    await cache.fresh();
    expect(state.reads).toBe(2);
    expect(cache.get('a')?.text).toBe('A');
  });

  it('drops every answer once it reads a new version', async () => {
    const { state, cache } = setUp();
    cache.set('a', 'A', await cache.fresh());
    state.version = 2;
    await cache.fresh();
    expect(cache.get('a')?.text).toBe('A');
    state.now = 1000;
    await cache.fresh();
    expect(cache.get('a')).toBeUndefined();
  });

  it('shares one read among concurrent requests', async () => {
    const { state, cache } = setUp();
    await Promise.all([cache.fresh(), cache.fresh(), cache.fresh()]);
    expect(state.reads).toBe(1);
  });

  it('does not store an answer computed before the answers were dropped', async () => {
    const { state, cache } = setUp();
    const generation = await cache.fresh();
    state.version = 2;
    state.now = 1000;
    await cache.fresh();
    cache.set('a', 'stale', generation);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const { cache } = setUp(1000, 2);
    const generation = await cache.fresh();
    for (const key of ['a', 'b', 'c']) cache.set(key, key.toUpperCase(), generation);
    expect([cache.get('a')?.text, cache.get('b')?.text, cache.get('c')?.text]).toEqual([undefined, 'B', 'C']);
  });

  it('is off with a window of 0', () => {
    expect(setUp(0).cache.enabled).toBe(false);
  });
});
