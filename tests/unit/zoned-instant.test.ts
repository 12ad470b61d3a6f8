// A wall-clock time typed into a form is read on the portal's clock: the instant it names there, and back.
import { describe, expect, it } from 'vitest';
import { zonedInstant, zonedWall } from '@/src/core/zoned-instant';

describe('zonedInstant', () => {
  it('reads a time on the zone named, whatever the host zone', () => {
    expect(zonedInstant('2026-12-03T09:00', 'Asia/Shanghai')?.toISOString()).toBe('2026-12-03T01:00:00.000Z');
    expect(zonedInstant('2026-07-01T09:00', 'Europe/Berlin')?.toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(zonedInstant('2026-12-01T09:00', 'Europe/Berlin')?.toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('takes a time a clock change skips an hour on, and refuses another shape', () => {
    expect(zonedInstant('2026-03-29T02:30', 'Europe/Berlin')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-12-03 09:00', 'Asia/Shanghai')).toBeUndefined();
  });

  it('gives back the wall time a form shows', () => {
    expect(zonedWall(new Date('2026-12-03T01:00:00Z'), 'Asia/Shanghai')).toBe('2026-12-03T09:00');
  });
});
