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
  /**
   * text (default; a list is joined with 、), date, datetime, tag (a coloured label: the text of `labels` for the
   * value; a list: one label each), or changes (a list of { field, before, after }: a line each, "field: before →
   * after", the field named by `labels`)
   */
  format?: 'text' | 'date' | 'datetime' | 'tag' | 'changes';
  /** the cell leads to the row's page (the first rowLinks entry that applies) */
  link?: boolean;
  /** tag: the text per value; changes: the text per field */
  labels?: Record<string, Text>;
  /** changes: where a field's values get their labels, by field (roles by items, unit ids by admin.units' names) */
  valueOptions?: Record<string, RecordOptions>;
  /** drawn under the value, smaller (a second field of the row, such as its code) */
  sub?: string;
  /** the row's field giving its depth in a tree (0 at the top): the cell is indented by it */
  indent?: string;
}

export interface RecordRowLink {
  /** a path with {field} placeholders filled from the row */
  to: string;
  when?: RecordWhen;
}

/** A secret of a call's answer (a first password) shown once in a dialog the user can copy it from. */
export interface RecordReveal {
  /** the answer's field holding it (it is kept nowhere after the dialog) */
  field: string;
  title: Text;
  /** a sentence under it: that it is shown only now, what to do with it */
  note: Text;
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
  /** a secret of the answer shown once before anything else follows */
  reveal?: RecordReveal;
}

export interface RecordCreate {
  text: Text;
  to: string;
}

export interface RecordTab {
  key: string;
  title: Text;
}

/** An option written in the page. */
export interface RecordItem {
  value: string | number;
  label: Text;
}

/** Where a select's options come from: a dictionary of ref.terms, an endpoint's list, or the page's own items. */
export interface RecordOptions {
  /** the options themselves (roles, actions) */
  items?: RecordItem[];
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
  /** the item's field giving its depth in a tree (0 at the top): its label is indented by it */
  indent?: string;
}

export type RecordFieldKind = 'text' | 'textarea' | 'number' | 'date' | 'datetime' | 'select' | 'region' | 'tags' | 'rich-text';

export interface RecordField {
  /** the key of the record's values; a path of steps joined by / reaches into an object ("names/en-US") */
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
  /** the field takes a whole row (rich text always does) */
  wide?: boolean;
  /** select: several values, sent as a list (an empty list too: none chosen) */
  multiple?: boolean;
}

/** A filter above a record-table, writing its query param (the page's data.params read it). */
export interface RecordFilter {
  /** the query param it writes; date-range: the start of the range (an ISO instant, the first day's start) */
  param: string;
  /** text (written on Enter or when left), select (options), date-range (days in the site's time zone) */
  kind: 'text' | 'select' | 'date-range';
  label: Text;
  placeholder?: Text;
  options?: RecordOptions;
  /** date-range: the param of its end (an ISO instant: the start of the day after the last day, excluded) */
  toParam?: string;
}

export interface RecordSave {
  endpoint: EndpointName;
  /** the button text; default 保存 */
  text?: Text;
  message?: Text;
  /** after the first save of a new record: its page ({field} filled from the answer) */
  navigate?: string;
  /** a secret of the answer (a new account's first password) shown once, before the navigation */
  reveal?: RecordReveal;
  /** the save changes what every page shows (the portal's name): the tab's site config is read again, the page afresh */
  reloadSite?: boolean;
}

export type { CensorRole };
