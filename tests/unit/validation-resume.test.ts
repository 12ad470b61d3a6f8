// validateField (one answer, as the browser checks it) and validateResume (the save rules), with messages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DateExpression, ResumeField, ResumeTemplate, ResumeValues } from '@/src/core/resume-types';
import {
  dependentFields,
  firstFailingSection,
  formDefaultMessages,
  idCardCheckDigit,
  INCOMPLETE_NOTICE,
  message,
  saveErrorMessage,
  validateField,
  validateResume,
  type FieldContext,
} from '@/src/core/validation';

const TODAY = '2024-06-15';

/** An 18-character ID number with a computed check digit (no real person's number): region + date + sequence. */
function idNumber(date: string, region = '110105', sequence = '123'): string {
  const first17 = `${region}${date}${sequence}`;
  return first17 + (idCardCheckDigit(first17) ?? '?');
}

const field = (id: string, kind: ResumeField['kind'], extra: Partial<ResumeField> = {}): ResumeField => ({
  id,
  name: { 'zh-CN': `字段${id}`, 'en-US': `Field ${id}` },
  kind,
  view: {},
  ...extra,
});
const required = { view: { required: true } };
const START = { 'zh-CN': '开始时间', 'en-US': 'Start' };
const END = { 'zh-CN': '结束时间', 'en-US': 'End' };

function template(): ResumeTemplate {
  return {
    id: 'test',
    name: 'Test',
    sections: [
      {
        id: 'basic',
        name: '基本信息',
        sectionParts: [
          {
            id: 'info',
            newResumeFields: [
              [field('fullName', 'text', { ...required, maxLength: 5 }), field('IDType', 'select', required)],
              [field('IDCard', 'text', required), field('Birthday', 'date', { ...required, name: { 'zh-CN': '出生日期', 'en-US': 'Date of birth' } })],
              [field('Mobilephone', 'text', required), field('Email', 'text')],
              [field('gender', 'select', { fill: 'idCard.gender', name: { 'zh-CN': '性别', 'en-US': 'Gender' } })],
              [field('age', 'number', { min: 16, max: 70 }), field('tags', 'multiSelect', { maxLength: 2 })],
              [
                field('graduation', 'date', { validatorObj: { status: true, rule: { validator: 'date', validateType: '1', minDate: '1950-01-01', maxDate: '2030-12-31' } } }),
                field('availableFrom', 'date', { validatorObj: { status: true, rule: { validator: 'date', validateType: '2', refFieldId: 'basic.graduation', validateExpression: 'gt' } } }),
              ],
            ],
          },
        ],
      },
      {
        id: 'education',
        name: { 'zh-CN': '教育经历', 'en-US': 'Education' },
        sectionParts: [
          {
            id: 'schools',
            repeatable: true,
            minItems: 1,
            maxItems: 3,
            newResumeFields: [
              [field('school', 'school', required)],
              [
                field('start', 'month', { ...required, name: START }),
                field('end', 'month', { name: END, validatorObj: { status: true, rule: { validator: 'date', validateType: '2', refFieldId: 'education.start', validateExpression: 'gt' } } }),
              ],
            ],
          },
        ],
      },
      {
        id: 'career',
        name: '求职意向',
        sectionParts: [{ id: 'expect', newResumeFields: [[field('salary', 'salary', { ...required, min: 0, max: 1000000 }), field('period', 'dateRange')]] }],
      },
    ],
  };
}

function validResume(): ResumeValues {
  return {
    basic: {
      info: {
        fullName: '张三',
        IDType: '1',
        IDCard: idNumber('19950310'),
        Birthday: '1995-03-10',
        Mobilephone: '13812345678',
        Email: 'zhang_san@example.com',
        age: 29,
        graduation: '2017-07-01',
        availableFrom: '2024-07-01',
      },
    },
    education: { schools: [{ school: '某大学', start: '2013-09', end: '2017-06' }] },
    career: { expect: { salary: { salaryMin: 8000, salaryMax: 12000, salaryUnit: '元/月' }, period: ['2024-07-01', '2025-07-01'] } },
  };
}

const T = template();
const fieldOf = (sectionId: string, id: string): ResumeField =>
  T.sections.find((s) => s.id === sectionId)!.sectionParts.flatMap((p) => p.newResumeFields.flat()).find((f) => f.id === id)!;

/** Checks one answer of basic.info with the other answers of the entry. */
function checkInfo(id: string, value: unknown, entry: Record<string, unknown> = {}, locale?: string) {
  const ctx: FieldContext = { sectionId: 'basic', partId: 'info', entry: { ...entry, [id]: value }, template: T, today: TODAY, locale };
  return validateField(fieldOf('basic', id), value, ctx);
}

describe('validateField: required', () => {
  it.each([
    ['undefined', 'fullName', undefined, true],
    ['null', 'fullName', null, true],
    ['an empty string', 'fullName', '', true],
    ['blanks only', 'fullName', '   ', true],
    ['a name', 'fullName', '李四', false],
    ['an empty array', 'IDType', [], true],
    ['a salary with neither bound', 'salary', { salaryUnit: '元/月' }, true],
    ['a salary with blank bounds', 'salary', { salaryMin: '', salaryMax: null }, true],
    ['a negotiable salary', 'salary', { negotiable: true }, false],
    ['a salary with a salaryscope', 'salary', { salaryscope: '3' }, false],
    ['a salary with only a minimum', 'salary', { salaryMin: 5000 }, false],
    ['a salary with only a maximum of 0', 'salary', { salaryMax: 0 }, false],
  ])('%s', (_, id, value, fails) => {
    const section = id === 'salary' ? 'career' : 'basic';
    const error = validateField(fieldOf(section, id), value, { sectionId: section, partId: 'x', template: T, today: TODAY });
    expect(error?.code ?? null).toBe(fails ? 'required' : null);
    // an empty required field names itself: 请填写{field}, not 请填写正确的{field} (the spec's text for a wrong answer)
    if (fails) expect(error?.message).toBe(`请填写字段${id}`);
  });

  it('an empty optional field has no error at all, even with rules', () => {
    expect(checkInfo('Email', '')).toBeNull();
    expect(checkInfo('graduation', undefined)).toBeNull();
  });

  it('a date range is filled by its start; the end may stay open', () => {
    const period = { ...fieldOf('career', 'period'), view: { required: true } };
    const ctx = { sectionId: 'career', partId: 'expect', today: TODAY };
    expect(validateField(period, ['', '2024-01-01'], ctx)?.code).toBe('required');
    expect(validateField(period, ['2024-01-01', ''], ctx)).toBeNull();
    expect(validateField(period, ['2024-02-01', '2024-01-01'], ctx)?.message).toBe('开始时间不得晚于结束时间');
  });
});

describe('validateField: special fields', () => {
  it.each([
    ['Mobilephone', '13812345678', null],
    ['Mobilephone', '15412345678', '请输入正确的手机号码！'],
    ['Mobilephone', '1381234567', '请输入正确的手机号码！'],
    ['Email', 'someone@example.com', null],
    ['Email', 'someone@example', '请输入正确的邮箱号！'],
    ['IDCard', idNumber('19491231', '110105', '002'), null],
    ['IDCard', idNumber('19491231', '110105', '002').toLowerCase(), null],
    ['IDCard', '110105194912310021', '请输入正确的身份证号！'],
    ['IDCard', idNumber('20300101'), '请输入正确的身份证号！'],
  ])('%s %s -> %s', (id, value, text) => {
    expect(checkInfo(id, value, { IDType: '1' })?.message ?? null).toBe(text);
  });

  it.each([
    ["'1' checks the number", '1', 'idCard'],
    ['1 as a number checks it', 1, 'idCard'],
    ['no ID type yet checks it as a resident ID', undefined, 'idCard'],
    ["'2' (another document) clears the error", '2', null],
    ["'3' clears the error", '3', null],
  ])('ID type %s', (_, type, code) => {
    expect(checkInfo('IDCard', 'E12345678', { IDType: type })?.code ?? null).toBe(code);
  });

  it.each([
    ['matches the ID number', '1995-03-10', '1', null],
    ['matches, written 1995-3-10', '1995-3-10', '1', null],
    ['one day off', '1995-03-11', '1', '出生日期与证件号不符！'],
    ['another year', '1996-03-10', '1', '出生日期与证件号不符！'],
    ['another ID type: no comparison', '1996-03-10', '2', null],
  ])('Birthday %s', (_, birthday, type, text) => {
    expect(checkInfo('Birthday', birthday, { IDType: type, IDCard: idNumber('19950310') })?.message ?? null).toBe(text);
  });

  it('a birthday is not compared with an invalid or missing ID number (the ID error says it)', () => {
    expect(checkInfo('Birthday', '1995-03-10', { IDType: '1', IDCard: '110105199503100000' })).toBeNull();
    expect(checkInfo('Birthday', '1995-03-10', { IDType: '1' })).toBeNull();
  });

  // sequence 123: the 17th digit 3 is odd, a man's number ('1'); 124 a woman's ('2')
  it.each([
    ["a man's number, male", idNumber('19950310'), '1', undefined, null],
    ["a man's number, female", idNumber('19950310'), '2', undefined, '性别与证件号不符！'],
    ["a woman's number, female", idNumber('19950310', '110105', '124'), '2', undefined, null],
    ["a woman's number, male", idNumber('19950310', '110105', '124'), '1', undefined, '性别与证件号不符！'],
    ['another ID type: no comparison', idNumber('19950310'), '2', '2', null],
    ['an invalid number: the ID error says it', '110105199503100000', '2', '1', null],
  ])('gender: %s', (_, idCard, gender, type, text) => {
    expect(checkInfo('gender', gender, { IDType: type, IDCard: idCard })?.message ?? null).toBe(text);
  });

  it('a gender mismatch is told in English too', () => {
    expect(checkInfo('gender', '2', { IDCard: idNumber('19950310') }, 'en-US')?.message).toBe('The gender does not match the ID number!');
  });

  it('a birthday matches a 15-digit number', () => {
    expect(checkInfo('Birthday', '1949-12-31', { IDCard: '110105491231002' })).toBeNull();
    expect(checkInfo('Birthday', '1949-12-30', { IDCard: '110105491231002' })?.code).toBe('birthday');
  });

  it('finds IDType and IDCard in another part of the resume', () => {
    const split: ResumeTemplate = {
      id: 's',
      name: 's',
      sections: [
        { id: 'id', name: 'id', sectionParts: [{ id: 'doc', newResumeFields: [[field('IDType', 'select'), field('IDCard', 'text')]] }] },
        { id: 'me', name: 'me', sectionParts: [{ id: 'birth', newResumeFields: [[field('Birthday', 'date')]] }] },
      ],
    };
    const values = { id: { doc: { IDType: '1', IDCard: idNumber('19950310') } }, me: { birth: { Birthday: '1995-03-11' } } };
    expect(validateResume(split, values, { today: TODAY }).map((e) => e.code)).toEqual(['birthday']);
    values.id.doc.IDType = '2';
    expect(validateResume(split, values, { today: TODAY })).toEqual([]);
  });
});

describe('validateField: limits', () => {
  it.each([
    ['fullName', '张三李四王', null],
    ['fullName', '张三李四王五', 'length'],
    ['fullName', { first: '张' }, 'invalid'],
    ['tags', ['a', 'b'], null],
    ['tags', ['a', 'b', 'c'], 'length'],
    ['tags', 'a', 'invalid'],
    ['age', 16, null],
    ['age', '70', null],
    ['age', 15, 'range'],
    ['age', 71, 'range'],
    ['age', 'thirty', 'invalid'],
    ['graduation', '2020-02-30', 'invalid'],
  ])('%s %j -> %s', (id, value, code) => {
    expect(checkInfo(id, value)?.code ?? null).toBe(code);
  });

  it.each([
    [{ salaryMin: 8000, salaryMax: 12000 }, null],
    [{ salaryMin: '8000', salaryMax: '8000' }, null],
    [{ salaryMin: 12000, salaryMax: 8000 }, '最低薪资不能高于最高薪资'],
    [{ salaryMin: -1 }, '数值不能小于0'],
    [{ salaryMax: 2000000 }, '数值不能大于1000000'],
    [{ salaryMin: 'lots' }, '该字段不是一个合法的字段'],
    [{ salaryMin: 1, negotiable: 'yes' }, '该字段不是一个合法的字段'],
  ])('salary %j -> %s', (value, text) => {
    expect(validateField(fieldOf('career', 'salary'), value, { sectionId: 'career', partId: 'expect' })?.message ?? null).toBe(text);
  });
});

describe('validateField: fixed date bounds (validateType 1)', () => {
  it.each([
    ['1949-12-31', '时间选择小于校验值1950-01-01', 'dateMin'],
    ['1950-01-01', null, null],
    ['2000-06-15', null, null],
    ['2030-12-31', null, null],
    ['2031-01-01', '时间选择大于校验值2030-12-31', 'dateMax'],
  ])('%s', (value, text, code) => {
    const error = checkInfo('graduation', value);
    expect(error?.message ?? null).toBe(text);
    expect(error?.code ?? null).toBe(code);
  });

  it('a rule whose status is off is not applied', () => {
    const off = { ...fieldOf('basic', 'graduation'), validatorObj: { ...fieldOf('basic', 'graduation').validatorObj!, status: false } };
    expect(validateField(off, '1900-01-01', { sectionId: 'basic', partId: 'info' })).toBeNull();
  });

  it('a month field is compared by month', () => {
    const month = field('m', 'month', { validatorObj: { status: true, rule: { validator: 'date', validateType: '1', minDate: '2020-05-15', maxDate: '2020-08-01' } } });
    const ctx = { sectionId: 's', partId: 'p' };
    expect(validateField(month, '2020-05', ctx)).toBeNull();
    expect(validateField(month, '2020-08', ctx)).toBeNull();
    expect(validateField(month, '2020-04', ctx)?.code).toBe('dateMin');
    expect(validateField(month, '2020-09', ctx)?.code).toBe('dateMax');
  });
});

describe('validateField: relative dates (validateType 2)', () => {
  const relative = (expression: DateExpression): ResumeTemplate => ({
    id: 'r',
    name: 'r',
    sections: [
      {
        id: 'work',
        name: 'work',
        sectionParts: [
          {
            id: 'job',
            newResumeFields: [
              [
                field('from', 'date', { name: START }),
                field('to', 'date', { name: END, validatorObj: { status: true, rule: { validator: 'date', validateType: '2', refFieldId: 'work.from', validateExpression: expression } } }),
              ],
            ],
          },
        ],
      },
    ],
  });

  // `to` against from = 2020-06-15
  it.each([
    ['lt', '2020-06-14', true],
    ['lt', '2020-06-15', false],
    ['lt', '2020-06-16', false],
    ['lte', '2020-06-14', true],
    ['lte', '2020-06-15', true],
    ['lte', '2020-06-16', false],
    ['gt', '2020-06-14', false],
    ['gt', '2020-06-15', false],
    ['gt', '2020-06-16', true],
    ['gte', '2020-06-14', false],
    ['gte', '2020-06-15', true],
    ['gte', '2020-06-16', true],
  ] as const)('%s with to = %s: passes %s', (expression, to, passes) => {
    const errors = validateResume(relative(expression), { work: { job: { from: '2020-06-15', to } } }, { today: TODAY });
    expect(errors.length === 0).toBe(passes);
    if (!passes) expect(errors[0]).toMatchObject({ sectionId: 'work', partId: 'job', fieldId: 'to', code: 'dateRelative' });
  });

  it.each([
    ['lt', 'zh-CN', '结束时间应早于开始时间'],
    ['gt', 'zh-CN', '结束时间应晚于开始时间'],
    ['gte', 'zh-CN', '结束时间不得早于开始时间'],
    ['lte', 'zh-CN', '结束时间不得晚于开始时间'],
    ['lt', 'en-US', 'End should be earlier than Start'],
    ['gt', 'en-US', 'End should be later than Start'],
    ['gte', 'en-US', 'End should be no earlier than Start'],
    ['lte', 'en-US', 'End should be no later than Start'],
  ] as const)('%s in %s: %s', (expression, locale, text) => {
    const to = expression === 'lt' || expression === 'lte' ? '2021-01-01' : '2019-01-01';
    const errors = validateResume(relative(expression), { work: { job: { from: '2020-06-15', to } } }, { today: TODAY, locale });
    expect(errors.map((e) => e.message)).toEqual([text]);
  });

  it.each([
    ['the other side empty', { to: '2019-01-01' }],
    ['this side empty', { from: '2020-06-15' }],
    ['both empty', {}],
    ['month and day strings normalised', { from: '2020-6-15', to: '2020/06/16' }],
  ])('no error: %s', (_, job) => {
    expect(validateResume(relative('gt'), { work: { job } }, { today: TODAY })).toEqual([]);
  });

  it('a field name given as a translate function reaches the message', () => {
    const t = relative('gt');
    const to = t.sections[0].sectionParts[0].newResumeFields[0][1];
    const ctx: FieldContext = { sectionId: 'work', partId: 'job', template: t, entry: { from: '2020-06-15' }, translate: (x) => `[${typeof x === 'string' ? x : x['zh-CN']}]` };
    expect(validateField(to, '2020-01-01', ctx)?.message).toBe('[结束时间]应晚于[开始时间]');
  });

  it('inside a repeatable part each entry is checked against its own sibling', () => {
    const values = validResume();
    values.education.schools = [
      { school: 'A', start: '2013-09', end: '2017-06' },
      { school: 'B', start: '2017-09', end: '2017-06' },
      { school: 'C', start: '2020-09', end: '2020-09' },
    ];
    const errors = validateResume(T, values, { today: TODAY });
    expect(errors).toEqual([
      { sectionId: 'education', partId: 'schools', index: 1, fieldId: 'end', code: 'dateRelative', message: '结束时间应晚于开始时间' },
      { sectionId: 'education', partId: 'schools', index: 2, fieldId: 'end', code: 'dateRelative', message: '结束时间应晚于开始时间' },
    ]);
  });

  it('a reference to another section reads that section’s single part', () => {
    expect(checkInfo('availableFrom', '2017-07-02', { graduation: '2017-07-01' })).toBeNull();
    expect(checkInfo('availableFrom', '2017-07-01', { graduation: '2017-07-01' })?.message).toBe('字段availableFrom应晚于字段graduation');
    const values = validResume();
    values.basic.info = { ...values.basic.info, availableFrom: '2010-01-01' };
    expect(validateResume(T, values, { today: TODAY }).map((e) => e.fieldId)).toEqual(['availableFrom']);
  });
});

describe('validateResume', () => {
  it('a complete resume has no errors', () => {
    expect(validateResume(T, validResume(), { today: TODAY })).toEqual([]);
  });

  it('an empty resume fails every required field, and minItems', () => {
    const errors = validateResume(T, {}, { today: TODAY });
    expect(errors.map((e) => `${e.sectionId}.${e.partId}.${e.fieldId}:${e.code}`)).toEqual([
      'basic.info.fullName:required',
      'basic.info.IDType:required',
      'basic.info.IDCard:required',
      'basic.info.Birthday:required',
      'basic.info.Mobilephone:required',
      'education.schools.:length',
      'career.expect.salary:required',
    ]);
    expect(errors.find((e) => e.code === 'length')?.message).toBe('至少填写1条');
  });

  it('checks each entry of a repeatable part, with its index', () => {
    const values = validResume();
    values.education.schools = [{ school: 'A', start: '2013-09' }, { start: '2017-09' }];
    expect(validateResume(T, values, { today: TODAY })).toEqual([
      { sectionId: 'education', partId: 'schools', index: 1, fieldId: 'school', code: 'required', message: '请填写字段school' },
    ]);
  });

  it('refuses more entries than maxItems', () => {
    const values = validResume();
    values.education.schools = Array.from({ length: 4 }, () => ({ school: 'A', start: '2013-09' }));
    expect(validateResume(T, values, { today: TODAY, locale: 'en-US' })).toEqual([
      { sectionId: 'education', partId: 'schools', fieldId: '', code: 'length', message: 'Add at most 3 entries' },
    ]);
  });

  it.each([
    ['a field id the template lacks', (v: ResumeValues) => ((v.basic.info as Record<string, unknown>).nickname = 'x'), { sectionId: 'basic', partId: 'info', fieldId: 'nickname', code: 'unknownField', message: '简历模板中没有该字段：nickname' }],
    ['an unknown field in an entry', (v: ResumeValues) => ((v.education.schools as Record<string, unknown>[])[0].gpa = 4), { sectionId: 'education', partId: 'schools', index: 0, fieldId: 'gpa', code: 'unknownField' }],
    ['a section the template lacks', (v: ResumeValues) => (v.hobbies = { list: {} }), { sectionId: 'hobbies', partId: '', fieldId: '', code: 'unknownField', message: '简历模板中没有该部分：hobbies' }],
    ['a part the template lacks', (v: ResumeValues) => (v.basic.extra = {}), { sectionId: 'basic', partId: 'extra', fieldId: '', code: 'unknownField', message: '简历模板中没有该部分：basic.extra' }],
    ['a repeatable part given as one entry', (v: ResumeValues) => (v.education.schools = { school: 'A' }), { sectionId: 'education', partId: 'schools', fieldId: '', code: 'invalid' }],
    ['a single part given as a list', (v: ResumeValues) => (v.career.expect = [{}]), { sectionId: 'career', partId: 'expect', fieldId: '', code: 'invalid' }],
    ['an entry that is not an object', (v: ResumeValues) => ((v.education.schools as unknown[]).push('x')), { sectionId: 'education', partId: 'schools', index: 1, fieldId: '', code: 'invalid' }],
    ['a section that is not an object', (v: ResumeValues) => ((v as Record<string, unknown>).career = 'x'), { sectionId: 'career', partId: '', fieldId: '', code: 'invalid' }],
  ])('refuses %s', (_, change, expected) => {
    const values = validResume();
    change(values);
    const errors = validateResume(T, values, { today: TODAY });
    expect(errors).toContainEqual(expect.objectContaining(expected));
    expect(errors.every((e) => e.code !== 'required' || e.sectionId === 'career')).toBe(true);
  });

  it('checks every special field together, messages in the locale', () => {
    const values = validResume();
    values.basic.info = { ...values.basic.info, Mobilephone: '19412345678', Email: 'a@b', IDCard: idNumber('19950310').slice(0, 17) + 'Z' };
    expect(validateResume(T, values, { today: TODAY, locale: 'en-US' }).map((e) => e.message)).toEqual([
      'Please enter a valid ID card number!',
      'Please enter a valid mobile number!',
      'Please enter a valid email address!',
    ]);
  });

  it('reports a birthday mismatch', () => {
    const values = validResume();
    values.basic.info = { ...values.basic.info, Birthday: '1995-10-03' };
    const errors = validateResume(T, values, { today: TODAY });
    expect(errors).toEqual([{ sectionId: 'basic', partId: 'info', fieldId: 'Birthday', code: 'birthday', message: '出生日期与证件号不符！' }]);
    expect(saveErrorMessage(errors[0], '出生日期')).toBe('出生日期正确填写后进行保存');
  });

  it('uses today to refuse an ID number born in the future', () => {
    const values = validResume();
    values.basic.info = { ...values.basic.info, IDCard: idNumber('20240620'), Birthday: '2024-06-20' };
    expect(validateResume(T, values, { today: TODAY }).map((e) => e.code)).toEqual(['idCard']);
    expect(validateResume(T, values, { today: '2024-06-20' })).toEqual([]);
  });
});

describe('firstFailingSection', () => {
  it('follows the template order, not the error order', () => {
    const errors = validateResume(T, { ...validResume(), career: { expect: {} }, education: { schools: [] } }, { today: TODAY });
    expect(errors.map((e) => e.sectionId)).toEqual(['education', 'career']);
    expect(firstFailingSection(T, [...errors].reverse())).toBe('education');
  });

  it('is null without errors, or with errors only outside the template', () => {
    expect(firstFailingSection(T, [])).toBeNull();
    expect(firstFailingSection(T, [{ sectionId: 'ghost', partId: '', fieldId: '', code: 'unknownField', message: '' }])).toBeNull();
  });
});

describe('messages', () => {
  const error = { sectionId: 'basic', partId: 'info', fieldId: 'Mobilephone', code: 'mobile', message: '' } as const;

  it.each([
    ['zh-CN', error, '手机号码', '请填写正确的手机号码'],
    ['en-US', error, 'Mobile phone', 'Please fill in Mobile phone correctly'],
    ['zh-CN', { ...error, code: 'required' as const }, '姓名', '请填写姓名'],
    ['en-US', { ...error, code: 'required' as const }, 'Name', 'Please fill in Name'],
    ['zh-CN', { ...error, code: 'birthday' as const }, '出生日期', '出生日期正确填写后进行保存'],
    ['en-US', { ...error, code: 'birthday' as const }, 'Date of birth', 'Please fill in Date of birth correctly before saving'],
  ])('saveErrorMessage in %s', (locale, e, name, text) => {
    expect(saveErrorMessage(e, name, locale)).toBe(text);
  });

  it('saveErrorMessage defaults to zh-CN', () => {
    expect(saveErrorMessage(error, '手机号码')).toBe('请填写正确的手机号码');
  });

  it.each([
    ['mobile', 'zh-CN', {}, '请输入正确的手机号码！'],
    ['email', 'zh-CN', {}, '请输入正确的邮箱号！'],
    ['idCard', 'zh-CN', {}, '请输入正确的身份证号！'],
    ['birthday', 'zh-CN', {}, '出生日期与证件号不符！'],
    ['dateMin', 'zh-CN', { min: '2000-01-01' }, '时间选择小于校验值2000-01-01'],
    ['dateMax', 'zh-CN', { max: '2030-12-31' }, '时间选择大于校验值2030-12-31'],
    ['dateLt', 'zh-CN', { field: 'A', other: 'B' }, 'A应早于B'],
    ['incomplete', 'zh-CN', {}, INCOMPLETE_NOTICE],
    ['mobile', 'en-US', {}, 'Please enter a valid mobile number!'],
    ['dateMin', 'en-US', { min: '2000-01-01' }, 'The date is earlier than the allowed 2000-01-01'],
    ['dateLte', 'en-US', { field: 'A', other: 'B' }, 'A should be no later than B'],
    ['mobile', 'en', {}, 'Please enter a valid mobile number!'],
    ['mobile', 'ja-JP', {}, 'Please enter a valid mobile number!'],
    ['mobile', 'zh-TW', {}, '请输入正确的手机号码！'],
    ['dateMin', 'zh-CN', {}, '时间选择小于校验值{min}'],
  ] as const)('message(%s, %s)', (code, locale, vars, text) => {
    expect(message(code, locale, vars)).toBe(text);
  });

  it('INCOMPLETE_NOTICE is the spec text', () => {
    expect(INCOMPLETE_NOTICE).toBe('您的简历填写不完善，请补充完整');
    expect(message('incomplete', 'en-US')).toBe('Your resume is incomplete, please complete it');
  });

  it('formDefaultMessages cover required, length, range, pattern and type in both locales', () => {
    expect(formDefaultMessages['zh-CN'].required).toBe('该字段是必填字段');
    expect(formDefaultMessages['en-US'].required).toBe('The field value is required');
    const keys = ['date', 'integer', 'maxLength', 'maximum', 'minLength', 'minimum', 'number', 'pattern', 'required'];
    expect(Object.keys(formDefaultMessages['zh-CN']).sort()).toEqual(keys);
    expect(Object.keys(formDefaultMessages['en-US']).sort()).toEqual(keys);
    expect(formDefaultMessages['zh-CN'].maxLength).toContain('{{maxLength}}');
  });
});

describe('dependentFields', () => {
  it.each([
    ['basic', 'IDType', ['basic.IDCard', 'basic.Birthday', 'basic.gender']],
    ['basic', 'IDCard', ['basic.Birthday', 'basic.gender']],
    ['basic', 'graduation', ['basic.availableFrom']],
    ['education', 'start', ['education.end']],
    ['basic', 'fullName', []],
  ])('%s.%s', (sectionId, fieldId, expected) => {
    expect(dependentFields(T, sectionId, fieldId).map((r) => `${r.sectionId}.${r.fieldId}`)).toEqual(expected);
  });
});

describe('the resume templates of schemas/forms/resume', () => {
  const folder = join(process.cwd(), 'schemas/forms/resume');
  const files = readdirSync(folder).filter((f) => f.endsWith('.json'));
  const read = (file: string): ResumeTemplate => JSON.parse(readFileSync(join(folder, file), 'utf8'));
  const catalogue = (locale: string): Record<string, string> => JSON.parse(readFileSync(join(process.cwd(), 'schemas/locales', locale, 'resume.json'), 'utf8'));

  it('there are templates to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s: an empty resume fails only on required answers and entry counts', (file) => {
    const errors = validateResume(read(file), {}, { today: TODAY });
    expect(errors.length).toBeGreaterThan(0);
    expect(new Set(errors.map((e) => e.code))).toEqual(new Set(errors.some((e) => e.code === 'length') ? ['required', 'length'] : ['required']));
  });

  it.each(files)('%s: every relative date rule names its field and the other field through translate', (file) => {
    const t = read(file);
    for (const locale of ['zh-CN', 'en-US']) {
      const words = catalogue(locale);
      const translate = (x: string | Record<string, string | undefined>) => (typeof x === 'string' ? (words[x] ?? x) : (x[locale] ?? ''));
      for (const section of t.sections) {
        for (const part of section.sectionParts) {
          for (const f of part.newResumeFields.flat()) {
            const rule = f.validatorObj?.rule;
            if (rule?.validateType !== '2') continue;
            const [, refField] = rule.refFieldId.split('.');
            const late = rule.validateExpression.startsWith('l') ? '2030-01-01' : '2000-01-01';
            const entry = { [refField]: '2010-01-01', [f.id]: f.kind === 'month' ? late.slice(0, 7) : late };
            const error = validateField(f, entry[f.id], { sectionId: section.id, partId: part.id, entry, template: t, today: TODAY, locale, translate });
            expect(error?.code).toBe('dateRelative');
            expect(error?.message).not.toMatch(/resume\.|\{/);
          }
        }
      }
    }
  });
});
