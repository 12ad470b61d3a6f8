// The instant a wall-clock time names in a zone ("2026-12-03T09:00" in Asia/Shanghai): what a person types into a
// form of the portal is read on the portal's clock, whatever the browser's or the server's zone.
import { zonedParts } from './time-zone';

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallMs(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
}

/** The instant of YYYY-MM-DDTHH:mm in the zone; undefined for another shape. A time a clock change skips reads an hour on. */
export function zonedInstant(wall: string, timeZone: string): Date | undefined {
  const m = WALL.exec(wall);
  if (!m) return undefined;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // the zone's offset near the time, then once more at the guess (right across a clock change)
  let guess = asUtc - (wallMs(new Date(asUtc), timeZone) - asUtc);
  guess = asUtc - (wallMs(new Date(guess), timeZone) - guess);
  return new Date(guess);
}

/** YYYY-MM-DDTHH:mm of an instant in the zone (what a form shows). */
export function zonedWall(date: Date, timeZone: string): string {
  const p = zonedParts(date, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
