// A change of an audit entry ({ field, before, after }) as a line people read: the field's label, each value as
// text (its label where it has one, nothing as a word for it, yes and no, a list joined, markup left out), long
// values cut with the whole line kept for a tooltip.

export interface ChangeWords {
  /** the field's label */
  field: (name: string) => string;
  /** a value's label, where the field's values have some (a role's name) */
  value?: (field: string, value: string) => string | undefined;
  /** what no value reads as */
  empty: string;
  yes: string;
  no: string;
}

export interface ChangeLine {
  field: string;
  before: string;
  after: string;
  /** the whole line, values uncut */
  full: string;
}

/** A value longer than this is cut (an HTML duty, a long introduction). */
export const CHANGE_VALUE_MAX = 40;

function valueText(field: string, value: unknown, words: ChangeWords): string {
  if (value === undefined || value === null || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.length === 0 ? words.empty : value.map((v) => valueText(field, v, words)).join('、');
  if (typeof value === 'object') return JSON.stringify(value);
  const label = words.value?.(field, String(value));
  if (label) return label;
  // a rich text's markup says nothing here
  return String(value).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() || words.empty;
}

const cut = (text: string) => (text.length > CHANGE_VALUE_MAX ? `${text.slice(0, CHANGE_VALUE_MAX)}…` : text);

export interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

/** The changes of a list; anything that is not one is left out. */
export function changesOf(value: unknown): Change[] {
  if (!Array.isArray(value)) return [];
  return value.filter((c): c is Change => !!c && typeof c === 'object' && typeof (c as { field?: unknown }).field === 'string');
}

/** One change as a line. */
export function changeLine(c: Change, words: ChangeWords): ChangeLine {
  const field = words.field(c.field);
  const before = valueText(c.field, c.before, words);
  const after = valueText(c.field, c.after, words);
  return { field, before: cut(before), after: cut(after), full: `${field}: ${before} → ${after}` };
}

/** The lines of a list of changes; anything that is not one is left out. */
export function changeLines(changes: unknown, words: ChangeWords): ChangeLine[] {
  return changesOf(changes).map((c) => changeLine(c, words));
}
