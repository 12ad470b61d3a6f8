// The portal's time zone: every date and time shown to a person is read on the portal's clock, not the browser's.

import type { ZoneOffsetSpan } from './zone-offset-span';

/** The zone of a portal whose config names none (the demo portals are in China). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

export interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const spans = new Map<string, ZoneOffsetSpan>();

/** What the server found of the zone (./zone-offset-span): inside the span, no formatter is built. */
export function knowZoneOffsetSpan(timeZone: string, span: ZoneOffsetSpan): void {
  spans.set(timeZone, span);
}

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-US with 2-digit fields gives plain ASCII digits whatever the page's language; h23 avoids "24:00".
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone named when the runtime knows it (an IANA name such as "Europe/Berlin"), else DEFAULT_TIME_ZONE. */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  if (spans.has(timeZone)) return timeZone;
  try {
    formatterOf(timeZone);
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The calendar day and wall-clock time of an instant in a zone. */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  const span = spans.get(timeZone);
  const instant = date.getTime();
  if (span && instant >= span.from && instant <= span.to) {
    const wall = new Date(instant + span.offsetMinutes * 60_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return { year: String(wall.getUTCFullYear()).padStart(4, '0'), month: two(wall.getUTCMonth() + 1), day: two(wall.getUTCDate()), hour: two(wall.getUTCHours()), minute: two(wall.getUTCMinutes()) };
  }
  const parts: Record<string, string> = {};
  for (const part of formatterOf(resolveTimeZone(timeZone)).formatToParts(date)) parts[part.type] = part.value;
  return { year: parts.year!.padStart(4, '0'), month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

const wallMs = (p: ZonedParts) => Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));

/** The instant a calendar day (YYYY-MM-DD) starts in a zone (a filter "from this day" sent as an ISO instant). */
export function dayStartInstant(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const midnight = Date.UTC(year, month - 1, date);
  // the zone's offset near that midnight, then once more at the instant found (a change of offset that night)
  let instant = midnight - (wallMs(zonedParts(new Date(midnight), timeZone)) - midnight);
  instant = midnight - (wallMs(zonedParts(new Date(instant), timeZone)) - instant);
  return new Date(instant);
}
