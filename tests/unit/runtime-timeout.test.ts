import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, withTimeout } from '@/src/runtime/with-timeout';

describe('chunk load timeout', () => {
  it('is 120 s', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects a load that never settles once the time is up', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(() => new Promise<never>(() => {}), 1000)();
    vi.advanceTimersByTime(1000);
    await expect(pending).rejects.toThrow('timed out after 1000 ms');
    vi.useRealTimers();
  });

  it('passes a load that settles in time through', async () => {
    await expect(withTimeout(() => Promise.resolve('chunk'), 1000)()).resolves.toBe('chunk');
  });
});
