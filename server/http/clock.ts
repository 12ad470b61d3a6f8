// Dates of positions and deadlines are Beijing dates; "today" is taken in UTC+8 whatever the host's zone.
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

/** YYYY-MM-DD in Beijing time. */
export function beijingDate(now: Date): string {
  return new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DDTHH:mm:ss+08:00, comparable as text with the stored activity times. */
export function beijingDateTime(now: Date): string {
  return `${new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}
