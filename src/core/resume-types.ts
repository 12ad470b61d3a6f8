// The resume template, in the shape the API serves (the spec's resume entity): sections -> sectionParts -> rows of fields.
// schemas/forms/resume/*.json hold templates; schemas/meta/resume-template.schema.json describes them.
import type { Text } from './schema-types';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'multiSelect'
  | 'date'
  | 'month'
  | 'dateRange'
  | 'region'
  | 'school'
  | 'major'
  | 'image'
  | 'salary';

/** Special field ids whose rules apply by id (Birthday, IDCard, Mobilephone, Email in the spec). */
export const SPECIAL_FIELDS = { birthday: 'Birthday', idCard: 'IDCard', mobile: 'Mobilephone', email: 'Email', idType: 'IDType' } as const;

export type DateExpression = 'lt' | 'gt' | 'gte' | 'lte';

export type DateRule =
  | { validator: 'date'; validateType: '1'; minDate?: string; maxDate?: string }
  /** refFieldId is 'section.field'; inside a repeatable part, the sibling field of the same entry */
  | { validator: 'date'; validateType: '2'; refFieldId: string; validateExpression: DateExpression };

export interface ValidatorObj {
  /** the rule is on */
  status: boolean;
  rule: DateRule;
}

export interface ResumeField {
  id: string;
  name: Text;
  kind: FieldKind;
  /** the saved answer, when the API serves a filled template */
  value?: unknown;
  view: { required?: boolean; placeholder?: Text; /** columns of a 24-column row on pc */ span?: number };
  /** term dictionary type for select and multiSelect (ref.terms), e.g. "education" */
  dictionary?: string;
  maxLength?: number;
  min?: number;
  max?: number;
  validatorObj?: ValidatorObj;
  /** where the editor takes an answer from: the account's (when empty as the form opens) or a valid mainland ID number's */
  fill?: FieldFill;
}

export type FieldFill = 'account.name' | 'account.mobile' | 'account.email' | 'idCard.birthday' | 'idCard.gender';

export interface SectionPart {
  id: string;
  name?: Text;
  /** a list of entries (education, work): add, remove, reorder */
  repeatable?: boolean;
  minItems?: number;
  maxItems?: number;
  /** rows of fields */
  newResumeFields: ResumeField[][];
}

export interface ResumeSection {
  id: string;
  name: Text;
  sectionParts: SectionPart[];
}

export interface ResumeTemplate {
  $schema?: string;
  id: string;
  name: Text;
  sections: ResumeSection[];
}

export type PartEntry = Record<string, unknown>;
/** saved answers: section id -> part id -> one entry, or a list of entries for a repeatable part */
export type ResumeValues = Record<string, Record<string, PartEntry | PartEntry[]>>;

export interface FieldError {
  sectionId: string;
  partId: string;
  /** entry index inside a repeatable part */
  index?: number;
  fieldId: string;
  /** 'invalid': the answer does not have the shape of its field kind, or an entry / part has the wrong shape */
  code: 'required' | 'mobile' | 'email' | 'idCard' | 'birthday' | 'gender' | 'dateMin' | 'dateMax' | 'dateRelative' | 'length' | 'range' | 'unknownField' | 'invalid';
  /** the message in the requested locale (zh-CN by default), as the spec gives it */
  message: string;
}
