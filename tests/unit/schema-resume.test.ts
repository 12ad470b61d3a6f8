// Resume templates (schemas/forms/resume): the real ones pass, a broken copy is reported by file, JSON
// pointer and message, and the meta-schema agrees with src/core/resume-types.ts.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { terms } from '@/server/db/seed/terms';
import { checkSchemaDir } from '@/server/schema-check';
import { TERM_TYPES } from '@/server/schema-check/term-types';
import type { SchemaProblem } from '@/server/schema-check/types';
import {
  SPECIAL_FIELDS,
  type DateExpression,
  type DateRule,
  type FieldKind,
  type ResumeField,
  type ResumeSection,
  type ResumeTemplate,
  type SectionPart,
  type ValidatorObj,
} from '@/src/core/resume-types';

const SCHEMAS = join(process.cwd(), 'schemas');
const TEMPLATES = ['forms/resume/army.json', 'forms/resume/campus.json', 'forms/resume/social.json'];
const copies: string[] = [];

function copySchemas(): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-resume-'));
  cpSync(SCHEMAS, dir, { recursive: true });
  copies.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const readJson = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
function edit(dir: string, file: string, change: (value: any) => void): void {
  const value = readJson(dir, file);
  change(value);
  writeFileSync(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
}

/** The problems of the resume templates and their locale parts (other kinds have their own tests). */
const resumeProblems = (dir: string): SchemaProblem[] =>
  checkSchemaDir(dir).problems.filter((p) => p.file.startsWith('forms/resume/') || /^locales\/[^/]+\/resume\.json$/.test(p.file));
const show = (problems: SchemaProblem[]) => problems.map((p) => `${p.file} ${p.pointer} ${p.message}`).join('\n');

const template = (file: string): ResumeTemplate => readJson(SCHEMAS, file);
const fieldsOf = (t: ResumeTemplate) =>
  t.sections.flatMap((s) => s.sectionParts.flatMap((p) => p.newResumeFields.flat().map((field) => ({ section: s.id, part: p, field }))));
const field = (t: ResumeTemplate, section: string, id: string) => fieldsOf(t).find((f) => f.section === section && f.field.id === id)?.field;

// social.json: /sections/0 personal (basicInfo), /sections/1 education (educationList), /sections/2 work (workList)
const SOCIAL = 'forms/resume/social.json';
const BASIC = '/sections/0/sectionParts/0/newResumeFields';
const EDUCATION = '/sections/1/sectionParts/0/newResumeFields';

describe('the real resume templates', () => {
  it('pass the meta-schema and every cross-check', () => {
    const result = checkSchemaDir(SCHEMAS);
    expect(show(result.problems.filter((p) => p.file.startsWith('forms/') || p.file.endsWith('/resume.json')))).toBe('');
    for (const file of TEMPLATES) expect(result.good.has(file)).toBe(true);
    expect(result.good.has('locales/zh-CN/resume.json')).toBe(true);
    expect(result.good.has('locales/en-US/resume.json')).toBe(true);
  });

  it('carry the special ids, the date rules and the salary field the spec names', () => {
    for (const file of TEMPLATES) {
      const t = template(file);
      for (const id of Object.values(SPECIAL_FIELDS)) expect(field(t, 'personal', id), `${file} ${id}`).toBeDefined();
      expect(field(t, 'personal', 'IDType')?.dictionary).toBe('idType');
      expect(field(t, 'intention', 'salaryscope')?.kind).toBe('salary');
      expect(field(t, 'education', 'endDate')?.validatorObj).toEqual({
        status: true,
        rule: { validator: 'date', validateType: '2', refFieldId: 'education.startDate', validateExpression: 'gte' },
      });
      for (const { field: f } of fieldsOf(t)) if (f.kind === 'select' || f.kind === 'multiSelect') expect(f.dictionary).toBeDefined();
    }
    const army = template('forms/resume/army.json');
    expect(army.sections.map((s) => s.id)).toEqual(['personal', 'service', 'education', 'work', 'family', 'intention']);
    expect(field(army, 'service', 'enlistDate')?.validatorObj?.rule).toEqual({ validator: 'date', validateType: '1', minDate: '1970-01-01' });
    expect(field(army, 'service', 'dischargeDate')?.validatorObj?.rule).toMatchObject({ refFieldId: 'service.enlistDate', validateExpression: 'gte' });
    expect(template('forms/resume/campus.json').sections.map((s) => s.id)).toEqual(['personal', 'education', 'internship', 'awards', 'campusActivity', 'intention']);
  });

  it('TERM_TYPES lists exactly the dictionaries of the server seed', () => {
    expect([...TERM_TYPES].sort()).toEqual(Object.keys(terms).sort());
  });
});

describe('a broken resume template', () => {
  it('a refFieldId to a field or section that does not exist', () => {
    const dir = copySchemas();
    edit(dir, SOCIAL, (t) => {
      t.sections[1].sectionParts[0].newResumeFields[2][1].validatorObj.rule.refFieldId = 'education.beginDate';
      t.sections[2].sectionParts[0].newResumeFields[2][1].validatorObj.rule.refFieldId = 'wrok.startDate';
    });
    expect(resumeProblems(dir)).toEqual([
      {
        file: SOCIAL,
        pointer: `${EDUCATION}/2/1/validatorObj/rule/refFieldId`,
        message: 'refFieldId "education.beginDate": section "education" has no field "beginDate"',
      },
      {
        file: SOCIAL,
        pointer: '/sections/2/sectionParts/0/newResumeFields/2/1/validatorObj/rule/refFieldId',
        message: 'refFieldId "wrok.startDate": there is no section "wrok" in this template; did you mean "work"?',
      },
    ]);
    expect(checkSchemaDir(dir).good.has(SOCIAL)).toBe(false);
  });

  it('a duplicated field id', () => {
    const dir = copySchemas();
    edit(dir, SOCIAL, (t) => {
      t.sections[1].sectionParts[0].newResumeFields[0][1].id = 'school';
    });
    expect(resumeProblems(dir)).toEqual([
      {
        file: SOCIAL,
        pointer: `${EDUCATION}/0/1/id`,
        message: `field id "school" is already used in this part at ${EDUCATION}/0/0/id; field ids are unique within a part`,
      },
    ]);
  });

  it('an unknown kind', () => {
    const dir = copySchemas();
    edit(dir, SOCIAL, (t) => {
      t.sections[0].sectionParts[0].newResumeFields[0][0].kind = 'txt';
    });
    expect(resumeProblems(dir)).toEqual([
      {
        file: SOCIAL,
        pointer: `${BASIC}/0/0/kind`,
        message: 'must be one of "text", "textarea", "number", "select", "multiSelect", "date", "month", "dateRange", "region", "school", "major", "image", "salary"',
      },
    ]);
  });

  it('a select without dictionary', () => {
    const dir = copySchemas();
    edit(dir, SOCIAL, (t) => {
      delete t.sections[0].sectionParts[0].newResumeFields[0][1].dictionary;
    });
    expect(resumeProblems(dir)).toEqual([
      {
        file: SOCIAL,
        pointer: `${BASIC}/0/1`,
        message: 'a "select" or "multiSelect" field needs "dictionary": the term type of its options, such as "education"',
      },
    ]);
  });

  it('refFieldIds that point to the field itself, into another repeatable part, or to a field that is not a date', () => {
    const dir = copySchemas();
    edit(dir, SOCIAL, (t) => {
      const work = t.sections[2].sectionParts[0].newResumeFields;
      work[2][1].validatorObj.rule.refFieldId = 'work.endDate';
      work[2][0].validatorObj = { status: true, rule: { validator: 'date', validateType: '2', refFieldId: 'education.endDate', validateExpression: 'gt' } };
      t.sections[1].sectionParts[0].newResumeFields[2][1].validatorObj.rule.refFieldId = 'education.school';
    });
    edit(dir, 'forms/resume/army.json', (t) => {
      // from an entry to a single part is fine: the validator reads personal.Birthday for every entry
      t.sections[1].sectionParts[0].newResumeFields[2][0].validatorObj = { status: true, rule: { validator: 'date', validateType: '2', refFieldId: 'personal.Birthday', validateExpression: 'gt' } };
    });
    expect(resumeProblems(dir)).toEqual([
      {
        file: SOCIAL,
        pointer: `${EDUCATION}/2/1/validatorObj/rule/refFieldId`,
        message: 'refFieldId "education.school" names a "school" field: a date rule compares with a date, month or dateRange field',
      },
      {
        file: SOCIAL,
        pointer: '/sections/2/sectionParts/0/newResumeFields/2/0/validatorObj/rule/refFieldId',
        message:
          'refFieldId "education.endDate" names a field of the repeatable part "educationList": from the repeatable part "workList" name a field of the same part (the same entry) or of a single part',
      },
      {
        file: SOCIAL,
        pointer: '/sections/2/sectionParts/0/newResumeFields/2/1/validatorObj/rule/refFieldId',
        message: 'refFieldId "work.endDate" names this field itself: name the other date field it is compared with',
      },
    ]);
  });

  it('unknown dictionaries, dates out of order, ids that clash, a key no locale has', () => {
    const dir = copySchemas();
    edit(dir, 'forms/resume/campus.json', (t) => {
      t.id = 'school';
      const basic = t.sections[0].sectionParts[0].newResumeFields;
      basic[0][1].dictionary = 'sex';
      basic[1][0].dictionary = 'idtype';
      basic[2][0].validatorObj.rule.maxDate = '1949-12-31';
      basic[3][0].id = 'mobilephone';
      t.sections[1].sectionParts[0].maxItems = 1;
      t.sections[1].sectionParts[0].minItems = 2;
      t.sections[3].id = 'education';
      t.sections[4].sectionParts[0].id = 'internshipList';
      t.sections[5].name = 'resume.section.intentions';
    });
    // one round tells the structural problem and every other one (the refused value once, in the structure's words)
    expect(resumeProblems(dir).map((p) => [p.pointer, p.message])).toEqual([
      ['/sections/0/sectionParts/0/newResumeFields/1/0/dictionary', 'IDType takes its options from the dictionary "idType"'],
      ['/id', 'template id "school" must equal the file name (schemas/forms/resume/school.json)'],
      ['/sections/3/id', 'section id "education" is already used at /sections/1/id; section ids are unique in a template'],
      ['/sections/1/sectionParts/0/maxItems', 'maxItems 1 is less than minItems 2'],
      [
        '/sections/4/sectionParts/0/id',
        'part id "internshipList" is already used at /sections/2/sectionParts/0/id; part ids are unique in a template (resumeeditpart/{partId} opens a part by it)',
      ],
      ['/sections/0/sectionParts/0/newResumeFields/0/1/dictionary', 'unknown dictionary "sex": the server has no such term type (it has education, educationLevel, degree, politics, nation, idType, salaryUnit, recruitType, gender, workYears, noticeType)'],
      ['/sections/0/sectionParts/0/newResumeFields/2/0/validatorObj/rule/maxDate', 'maxDate 1949-12-31 is before minDate 1950-01-01'],
      ['/sections/0/sectionParts/0/newResumeFields/3/0/id', '"mobilephone" is not the special id "Mobilephone": special ids are case-sensitive; write "Mobilephone" or choose another id'],
      ['/sections/5/name', 'message key "resume.section.intentions" is missing in locale en-US (schemas/locales/en-US/)'],
      ['/sections/5/name', 'message key "resume.section.intentions" is missing in locale zh-CN (schemas/locales/zh-CN/)'],
    ]);
    edit(dir, 'forms/resume/campus.json', (t) => {
      t.sections[0].sectionParts[0].newResumeFields[1][0].dictionary = 'idType';
    });
    expect(resumeProblems(dir).map((p) => [p.file, p.pointer, p.message])).toEqual([
      ['forms/resume/campus.json', '/id', 'template id "school" must equal the file name (schemas/forms/resume/school.json)'],
      ['forms/resume/campus.json', '/sections/3/id', 'section id "education" is already used at /sections/1/id; section ids are unique in a template'],
      ['forms/resume/campus.json', '/sections/1/sectionParts/0/maxItems', 'maxItems 1 is less than minItems 2'],
      [
        'forms/resume/campus.json',
        '/sections/4/sectionParts/0/id',
        'part id "internshipList" is already used at /sections/2/sectionParts/0/id; part ids are unique in a template (resumeeditpart/{partId} opens a part by it)',
      ],
      ['forms/resume/campus.json', '/sections/0/sectionParts/0/newResumeFields/0/1/dictionary', 'unknown dictionary "sex": the server has no such term type (it has education, educationLevel, degree, politics, nation, idType, salaryUnit, recruitType, gender, workYears, noticeType)'],
      ['forms/resume/campus.json', '/sections/0/sectionParts/0/newResumeFields/2/0/validatorObj/rule/maxDate', 'maxDate 1949-12-31 is before minDate 1950-01-01'],
      [
        'forms/resume/campus.json',
        '/sections/0/sectionParts/0/newResumeFields/3/0/id',
        '"mobilephone" is not the special id "Mobilephone": special ids are case-sensitive; write "Mobilephone" or choose another id',
      ],
      ['forms/resume/campus.json', '/sections/5/name', 'message key "resume.section.intentions" is missing in locale en-US (schemas/locales/en-US/)'],
      ['forms/resume/campus.json', '/sections/5/name', 'message key "resume.section.intentions" is missing in locale zh-CN (schemas/locales/zh-CN/)'],
    ]);
  });

  it('words that go with other kinds, special ids of the wrong kind, a fixed rule with a relative word', () => {
    const dir = copySchemas();
    edit(dir, SOCIAL, (t) => {
      const basic = t.sections[0].sectionParts[0].newResumeFields;
      basic[0][0].dictionary = 'gender';
      basic[2][0].kind = 'month';
      basic[2][0].validatorObj.rule.refFieldId = 'personal.IDCard';
      basic[4][0].kind = 'number';
      t.sections[0].sectionParts[0].minItems = 1;
    });
    expect(resumeProblems(dir).map((p) => [p.pointer, p.message])).toEqual([
      ['/sections/0/sectionParts/0', '"minItems" and "maxItems" go only with "repeatable": true'],
      [`${BASIC}/2/0/kind`, 'Birthday is compared with the date in the ID number: its kind must be "date"'],
      [`${BASIC}/4/0/kind`, 'Mobilephone is checked as a mobile number: its kind must be "text"'],
      [`${BASIC}/4/0/maxLength`, '"maxLength" goes only with kind "text", "textarea" or "multiSelect"'],
      [`${BASIC}/0/0/dictionary`, '"dictionary" goes only with kind "select", "multiSelect" or "salary"'],
      [`${BASIC}/2/0/validatorObj/rule/refFieldId`, 'unknown property "refFieldId": allowed: validator, validateType, minDate, maxDate'],
    ]);
  });
});

// The meta-schema and src/core/resume-types.ts describe the same files: the same property names, the same
// required ones. The key lists are checked against the types by the compiler and against the meta-schema here.
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type Exactly<Keys extends PropertyKey, List extends readonly PropertyKey[]> = [Exclude<Keys, List[number]>, Exclude<List[number], Keys>] extends [never, never]
  ? true
  : false;

function keys<T>() {
  return <const All extends readonly PropertyKey[], const Req extends readonly PropertyKey[]>(
    all: All & (Exactly<keyof T, All> extends true ? unknown : ['keys differ from the type']),
    required: Req & (Exactly<RequiredKeys<T>, Req> extends true ? unknown : ['required keys differ from the type']),
  ) => ({ all: [...all].map(String).sort(), required: [...required].map(String).sort() });
}

/** The members of a string union, checked by the compiler to be all of them and no others. */
function members<U extends string>() {
  return <const List extends readonly U[]>(list: List & (Exactly<U, List> extends true ? unknown : ['members differ from the type'])) => [...list].sort();
}

type FixedRule = Extract<DateRule, { validateType: '1' }>;
type RelativeRule = Extract<DateRule, { validateType: '2' }>;

const TYPES = {
  template: keys<ResumeTemplate>()(['$schema', 'id', 'name', 'sections'], ['id', 'name', 'sections']),
  section: keys<ResumeSection>()(['id', 'name', 'sectionParts'], ['id', 'name', 'sectionParts']),
  part: keys<SectionPart>()(['id', 'name', 'repeatable', 'minItems', 'maxItems', 'newResumeFields'], ['id', 'newResumeFields']),
  field: keys<ResumeField>()(['id', 'name', 'kind', 'value', 'view', 'dictionary', 'maxLength', 'min', 'max', 'validatorObj', 'fill'], ['id', 'name', 'kind', 'view']),
  view: keys<ResumeField['view']>()(['required', 'placeholder', 'span'], []),
  validatorObj: keys<ValidatorObj>()(['status', 'rule'], ['status', 'rule']),
  fixedDateRule: keys<FixedRule>()(['validator', 'validateType', 'minDate', 'maxDate'], ['validator', 'validateType']),
  relativeDateRule: keys<RelativeRule>()(['validator', 'validateType', 'refFieldId', 'validateExpression'], ['validator', 'validateType', 'refFieldId', 'validateExpression']),
};

type Schema = {
  properties?: Record<string, Schema>;
  required?: string[];
  $defs?: Record<string, Schema>;
  additionalProperties?: unknown;
  enum?: unknown[];
  const?: unknown;
  allOf?: { if: Schema; then: Schema }[];
};
const meta = (): Schema => JSON.parse(readFileSync(join(SCHEMAS, 'meta/resume-template.schema.json'), 'utf8'));

const SCHEMA_OF: Record<keyof typeof TYPES, (m: Schema) => Schema> = {
  template: (m) => m,
  section: (m) => m.$defs!.section,
  part: (m) => m.$defs!.part,
  field: (m) => m.$defs!.field,
  view: (m) => m.$defs!.field.properties!.view,
  validatorObj: (m) => m.$defs!.validatorObj,
  fixedDateRule: (m) => m.$defs!.fixedDateRule,
  relativeDateRule: (m) => m.$defs!.relativeDateRule,
};

const KINDS = members<FieldKind>()(['text', 'textarea', 'number', 'select', 'multiSelect', 'date', 'month', 'dateRange', 'region', 'school', 'major', 'image', 'salary']);
const EXPRESSIONS = members<DateExpression>()(['lt', 'gt', 'gte', 'lte']);
const VALIDATE_TYPES = members<DateRule['validateType']>()(['1', '2']);

describe('the resume meta-schema and resume-types.ts agree', () => {
  for (const name of Object.keys(TYPES) as (keyof typeof TYPES)[]) {
    it(name, () => {
      const schema = SCHEMA_OF[name](meta());
      expect(Object.keys(schema.properties ?? {}).sort()).toEqual(TYPES[name].all);
      expect([...(schema.required ?? [])].sort()).toEqual(TYPES[name].required);
      expect(schema.additionalProperties).toBe(false);
    });
  }

  it('the words of kind, validateType and validateExpression', () => {
    const m = meta();
    expect([...m.$defs!.field.properties!.kind.enum!].sort()).toEqual(KINDS);
    expect([...m.$defs!.validatorObj.properties!.rule.properties!.validateType.enum!].sort()).toEqual(VALIDATE_TYPES);
    expect(m.$defs!.fixedDateRule.properties!.validateType.const).toBe('1');
    expect(m.$defs!.relativeDateRule.properties!.validateType.const).toBe('2');
    expect([...m.$defs!.relativeDateRule.properties!.validateExpression.enum!].sort()).toEqual(EXPRESSIONS);
  });

  it('every special id has a rule in the meta-schema, and every kind a rule names exists', () => {
    const rules = meta().$defs!.field.allOf!;
    const ruledIds = rules.flatMap((r) => {
      const id = r.if.properties?.id;
      return id?.const !== undefined ? [id.const] : (id?.enum ?? []);
    });
    for (const id of Object.values(SPECIAL_FIELDS)) expect(ruledIds).toContain(id);
    for (const r of rules) {
      const kind = r.if.properties?.kind;
      for (const k of kind?.enum ?? (kind?.const !== undefined ? [kind.const] : [])) expect(KINDS).toContain(k);
    }
  });
});
