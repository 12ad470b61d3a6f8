// How the record blocks read a record: `when` conditions, "{field}" params and paths, the row's link.
import type { RecordRowLink, RecordWhen } from '@/src/core/blocks/record-types';
import { fillPath } from '@/renderers/common/fill-path';

export type RecordData = Record<string, unknown>;

/** Every named field holds one of its values (a missing field counts as ""). */
export function meetsWhen(record: RecordData, when: RecordWhen | undefined): boolean {
  if (!when) return true;
  return Object.entries(when).every(([field, values]) => values.includes(String(record[field] ?? '')));
}

const WHOLE = /^\{(\w+)\}$/;

/** The params of a call: "{field}" is the record's field with its type kept; other values as written. */
export function fillParams(params: Record<string, unknown> | undefined, record: RecordData): Record<string, unknown> {
  const filled: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    const whole = typeof value === 'string' ? WHOLE.exec(value) : null;
    filled[name] = whole ? record[whole[1]] : typeof value === 'string' ? fillPath(value, record) : value;
  }
  return filled;
}

/** The page a row leads to: the first entry whose `when` it meets, filled from it. */
export function rowLinkOf(links: RecordRowLink[] | undefined, row: RecordData): string | undefined {
  const link = links?.find((l) => meetsWhen(row, l.when));
  return link ? fillPath(link.to, row) : undefined;
}
