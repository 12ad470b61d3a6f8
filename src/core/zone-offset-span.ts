// A phone built the portal zone's Intl formatter while hydrating a page with dates: 70 ms of a 4x-throttled
// profile (ICU's zone data). The server, which has the formatter anyway, tells the page when the zone kept one
// UTC offset over a span of instants; inside that span the browser reads the wall clock by arithmetic.

/** One UTC offset, kept by a zone from `from` to `to` (epoch ms, both included). */
export interface ZoneOffsetSpan {
  offsetMinutes: number;
  from: number;
  to: number;
}

const DAY = 86_400_000;
/** From 2000 to five years ahead: the dates a portal shows. Earlier or later instants are read with Intl. */
const SPAN_FROM = Date.UTC(2000, 0, 1);
const YEARS_AHEAD = 5;

function offsetAt(formatter: Intl.DateTimeFormat, instant: number): number {
  const p: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!);
  return Math.round((wall - (instant - (instant % 60_000))) / 60_000);
}

/**
 * The zone's single offset since 2000 up to five years from `now`, checked day by day; null when it changed
 * (daylight saving time, a new standard offset) or when the zone is unknown.
 */
export function zoneOffsetSpan(timeZone: string, now = Date.now()): ZoneOffsetSpan | null {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
  } catch {
    return null;
  }
  const to = now + YEARS_AHEAD * 365 * DAY;
  const offsetMinutes = offsetAt(formatter, SPAN_FROM);
  for (let instant = SPAN_FROM + DAY; instant <= to; instant += DAY) {
    if (offsetAt(formatter, instant) !== offsetMinutes) return null;
  }
  return { offsetMinutes, from: SPAN_FROM, to };
}

const found = new Map<string, ZoneOffsetSpan | null>();

/** zoneOffsetSpan, worked out once per zone (about 70 ms) and kept for the process. */
export function keptZoneOffsetSpan(timeZone: string): ZoneOffsetSpan | null {
  if (!found.has(timeZone)) found.set(timeZone, zoneOffsetSpan(timeZone));
  return found.get(timeZone)!;
}
