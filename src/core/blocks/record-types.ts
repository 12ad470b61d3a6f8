// The shapes of the record blocks' props (record-table, record-form, record-actions): a list of records, one
// record's form, and the actions both offer. The contracts state them as JSON Schema; the renderers read them typed.
import type { EndpointName } from '@/src/core/endpoints';
import type { CensorRole } from '@/src/core/envelope';
import type { Text } from '@/src/core/schema-types';

/** Shown only when each named field of the record holds one of the values ({ "status": ["published"] }). */
export type RecordWhen = Record<string, string[]>;

export interface RecordColumn {
  /** the row's field drawn in the column */
  key: string;
  title: Text;
  /** text (default), date, datetime, or tag (a coloured label: the text of `labels` for the value) */
  format?: 'text' | 'date' | 'datetime' | 'tag';
  /** the cell leads to the row's page (the first rowLinks entry that applies) */
  link?: boolean;
  /** tag: the text per value */
  labels?: Record<string, Text>;
  /** drawn under the value, smaller (a second field of the row, such as its code) */
  sub?: string;
}

export interface RecordRowLink {
  /** a path with {field} placeholders filled from the row */
  to: string;
  when?: RecordWhen;
}

export interface RecordAction {
  /** unique within the block; also the button's test hook */
  key: string;
  text: Text;
  /** call (default): the endpoint with params; link: go to `to`; schedule: ask a date and time, then call; save: the form's save */
  kind?: 'call' | 'link' | 'schedule' | 'save';
  endpoint?: EndpointName;
  /** params of the call; a "{field}" value is the record's field (its type kept) */
  params?: Record<string, string | number | boolean>;
  /** link: where it leads ({field} filled) */
  to?: string;
  /** schedule: the param the chosen instant travels under (ISO); default "publishAt" */
  at?: string;
  /** asked before the call (a modal with 确定 / 取消) */
  confirm?: Text;
  when?: RecordWhen;
  /** record-form: the form is saved first (and checked); the action reads the saved record */
  saveFirst?: boolean;
  primary?: boolean;
  danger?: boolean;
  /** a message after a success */
  message?: Text;
  /** where to go after a success ({field} filled from the record and the answer); default: the data reloads */
  navigate?: string;
}

export interface RecordCreate {
  text: Text;
  to: string;
}

export interface RecordTab {
  key: string;
  title: Text;
}

/** Where a select's options come from: the page's own items, a dictionary of ref.terms, or an endpoint's list. */
export interface RecordOptions {
  /** options declared in the page itself (a value and its label's text each) */
  items?: { value: string; label: Text }[];
  /** a ref.terms type: education, salaryUnit, recruitType... */
  dictionary?: string;
  endpoint?: EndpointName;
  /** the list inside the endpoint's answer ("units"); default: the answer itself */
  list?: string;
  /** the item's field that is the value; default "value" */
  value?: string;
  /** the item's field that is the label; default "label" */
  label?: string;
  /** the items have children (a tree: ref.careercategory) */
  tree?: boolean;
  /** the value travels as a number */
  number?: boolean;
}

export type RecordFieldKind = 'text' | 'textarea' | 'number' | 'date' | 'datetime' | 'select' | 'region' | 'tags' | 'rich-text';

export interface RecordField {
  /** the key of the record's values */
  name: string;
  kind: RecordFieldKind;
  label: Text;
  required?: boolean;
  placeholder?: Text;
  help?: Text;
  maxLength?: number;
  min?: number;
  max?: number;
  options?: RecordOptions;
  /** select: several values, sent as an array in the order chosen */
  multiple?: boolean;
  /** the field takes a whole row (rich text always does) */
  wide?: boolean;
}

export interface RecordSave {
  endpoint: EndpointName;
  /** the button text; default 保存 */
  text?: Text;
  message?: Text;
  /** after the first save of a new record: its page ({field} filled from the answer) */
  navigate?: string;
}

export type { CensorRole };
