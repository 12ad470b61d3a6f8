// The environment settings of logging and the guests' cache (server/main.ts reads them; a bad value stops the start).
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '@/server/http/logging';
import { publicCacheFromEnv } from '@/server/http/public-cache';

describe('PORTAL_LOG_LEVEL and PORTAL_LOG_REQUESTS', () => {
  it('logs at info without a line per request by default', () => {
    expect(loggerOptions({})).toEqual({ logger: { level: 'info' }, disableRequestLogging: true });
  });
  it('takes a level and turns the request lines on', () => {
    expect(loggerOptions({ PORTAL_LOG_LEVEL: 'WARN', PORTAL_LOG_REQUESTS: '1' })).toEqual({ logger: { level: 'warn' }, disableRequestLogging: false });
  });
  it('refuses an unknown level', () => {
    expect(() => loggerOptions({ PORTAL_LOG_LEVEL: 'loud' })).toThrow(/PORTAL_LOG_LEVEL/);
  });
});

describe('PORTAL_PUBLIC_CACHE_MS', () => {
  it('is one second by default, and 0 turns the cache off', () => {
    expect(publicCacheFromEnv({}).windowMs).toBe(1000);
    expect(publicCacheFromEnv({ PORTAL_PUBLIC_CACHE_MS: '0' }).windowMs).toBe(0);
  });
  it('refuses what is not a whole number of ms up to a minute', () => {
    for (const bad of ['-1', '1.5', 'soon', '600000']) expect(() => publicCacheFromEnv({ PORTAL_PUBLIC_CACHE_MS: bad })).toThrow(/PORTAL_PUBLIC_CACHE_MS/);
  });
});
