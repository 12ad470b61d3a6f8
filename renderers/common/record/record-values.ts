// The form's values and what a save sends: empty fields left out (a draft may be incomplete, and the API refuses
// an empty string where it wants a code), numbers as numbers, a multiple select's list always (empty: none chosen),
// rich text sanitised before it leaves the browser. A field's name may be a path into an object of the values,
// its steps joined by / ("names/en-US").
import type { RecordField } from '@/src/core/blocks/record-types';
import { sanitizeHtml } from '@/renderers/common/sanitize-html';
import type { RecordData } from './record-fill';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** An editor's empty document ("<p></p>") says nothing. */
export function richTextIsEmpty(html: unknown): boolean {
  return typeof html !== 'string' || html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}

const asNumber = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
};

/** A field's place in the values: the steps of its name. */
export const fieldPath = (name: string): string[] => name.split('/');

/** The value at a field's path. */
export function valueAt(values: RecordData | undefined, name: string): unknown {
  let at: unknown = values;
  for (const key of fieldPath(name)) at = at && typeof at === 'object' ? (at as RecordData)[key] : undefined;
  return at;
}

function setAt(values: RecordData, name: string, value: unknown): void {
  const path = fieldPath(name);
  let at = values;
  for (const key of path.slice(0, -1)) {
    if (!at[key] || typeof at[key] !== 'object') at[key] = {};
    at = at[key] as RecordData;
  }
  at[path[path.length - 1]] = value;
}

function sent(field: RecordField, value: unknown): unknown {
  if (field.kind === 'rich-text') return richTextIsEmpty(value) ? undefined : sanitizeHtml(String(value));
  if (field.multiple) {
    const list = Array.isArray(value) ? value : isEmpty(value) ? [] : [value];
    return field.options?.number ? list.map(asNumber) : list;
  }
  if (isEmpty(value)) return undefined;
  if (field.kind === 'number' || field.options?.number) return asNumber(value);
  if (field.kind === 'tags') return (value as unknown[]).map((tag) => String(tag).trim()).filter(Boolean);
  return typeof value === 'string' ? value.trim() : value;
}

/** The values a save sends: only the declared fields, the empty ones left out. */
export function valuesToSend(fields: RecordField[], values: RecordData): RecordData {
  const out: RecordData = {};
  for (const field of fields) {
    const value = sent(field, valueAt(values, field.name));
    if (value !== undefined) setAt(out, field.name, value);
  }
  return out;
}

/** The form's values from a record's: the declared fields only (selects of numbers compare as they came). */
export function valuesToForm(fields: RecordField[], values: RecordData | undefined): RecordData {
  const out: RecordData = {};
  for (const field of fields) {
    const value = valueAt(values, field.name);
    if (value !== undefined && value !== null) setAt(out, field.name, value);
  }
  return out;
}
