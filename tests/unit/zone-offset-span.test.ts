import { describe, expect, it } from 'vitest';
import { knowZoneOffsetSpan, zonedParts } from '@/src/core/time-zone';
import { zoneOffsetSpan } from '@/src/core/zone-offset-span';

const NOW = Date.UTC(2026, 10, 27);

describe('zoneOffsetSpan', () => {
  it('finds the one offset of a zone without daylight saving time, since 2000 and five years ahead', () => {
    expect(zoneOffsetSpan('Asia/Shanghai', NOW)).toEqual({ offsetMinutes: 480, from: Date.UTC(2000, 0, 1), to: NOW + 5 * 365 * 86_400_000 });
    expect(zoneOffsetSpan('Asia/Kathmandu', NOW)?.offsetMinutes).toBe(345);
    expect(zoneOffsetSpan('UTC', NOW)?.offsetMinutes).toBe(0);
  });

  it('finds none for a zone with daylight saving time, and none for a zone the runtime does not know', () => {
    expect(zoneOffsetSpan('Europe/Berlin', NOW)).toBeNull();
    expect(zoneOffsetSpan('America/New_York', NOW)).toBeNull();
    expect(zoneOffsetSpan('Nowhere/Atlantis', NOW)).toBeNull();
  });
});

describe('zonedParts with a known span', () => {
  const span = zoneOffsetSpan('Asia/Shanghai', NOW)!;
  knowZoneOffsetSpan('Asia/Shanghai', span);
  const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const byIntl = (date: Date) => {
    const p = Object.fromEntries(intl.formatToParts(date).map((part) => [part.type, part.value]));
    return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute };
  };

  it('reads the same wall clock as Intl inside the span, across midnight and the year end', () => {
    for (const iso of ['2026-11-27T15:59:00Z', '2026-11-27T16:00:00Z', '2025-12-31T16:30:00Z', '2000-01-01T00:00:00Z', '2031-06-30T23:59:00Z']) {
      expect(zonedParts(new Date(iso), 'Asia/Shanghai')).toEqual(byIntl(new Date(iso)));
    }
    expect(zonedParts(new Date('2026-11-27T16:05:00Z'), 'Asia/Shanghai')).toEqual({ year: '2026', month: '11', day: '28', hour: '00', minute: '05' });
  });

  it('reads an instant before the span with Intl: China kept summer time in 1988', () => {
    expect(zonedParts(new Date('1988-07-01T12:00:00Z'), 'Asia/Shanghai').hour).toBe('21');
    expect(zonedParts(new Date('2026-07-01T12:00:00Z'), 'Asia/Shanghai').hour).toBe('20');
  });
});
