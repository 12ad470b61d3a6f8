// The form's values and what a save sends: empty fields left out (a draft may be incomplete, and the API refuses
// an empty string where it wants a code), numbers as numbers, rich text sanitised before it leaves the browser.
import type { RecordField } from '@/src/core/blocks/record-types';
import { sanitizeHtml } from '@/renderers/common/sanitize-html';
import type { RecordData } from './record-fill';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** An editor's empty document ("<p></p>") says nothing. */
export function richTextIsEmpty(html: unknown): boolean {
  return typeof html !== 'string' || html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}

function sent(field: RecordField, value: unknown): unknown {
  if (field.kind === 'rich-text') return richTextIsEmpty(value) ? undefined : sanitizeHtml(String(value));
  if (isEmpty(value)) return undefined;
  if (field.kind === 'number' || field.options?.number) {
    const n = Number(value);
    return Number.isFinite(n) ? n : value;
  }
  if (field.kind === 'tags') return (value as unknown[]).map((tag) => String(tag).trim()).filter(Boolean);
  return typeof value === 'string' ? value.trim() : value;
}

/** The values a save sends: only the declared fields, the empty ones left out. */
export function valuesToSend(fields: RecordField[], values: RecordData): RecordData {
  const out: RecordData = {};
  for (const field of fields) {
    const value = sent(field, values[field.name]);
    if (value !== undefined) out[field.name] = value;
  }
  return out;
}

/** The form's values from a record's: the declared fields only (selects of numbers compare as they came). */
export function valuesToForm(fields: RecordField[], values: RecordData | undefined): RecordData {
  const out: RecordData = {};
  for (const field of fields) {
    const value = values?.[field.name];
    if (value !== undefined && value !== null) out[field.name] = value;
  }
  return out;
}
