// The resumeField rule and the dependency effects on a Formily form without a DOM: fields are created the
// way SchemaField creates them (a section and a part as objects, the row as a void node), then validated.
import { afterEach, describe, expect, it } from 'vitest';
import type { Field, Form } from '@formily/core';
import campus from '@/schemas/forms/resume/campus.json';
import zhResume from '@/schemas/locales/zh-CN/resume.json';
import enResume from '@/schemas/locales/en-US/resume.json';
import type { ResumeTemplate, ResumeValues } from '@/src/core/resume-types';
import { idCardCheckDigit } from '@/src/core/validation';
import { createTranslator } from '@/src/core/translate';
import { createResumeForm } from '@/src/forms/create-resume-form';
import { formLocale, registerResumeRules, setFormLocale } from '@/src/forms/register-rules';

const template = campus as ResumeTemplate;
const TODAY = '2024-06-15';
const t = createTranslator('zh-CN', { 'zh-CN': zhResume, 'en-US': enResume });

/** An ID number with a computed check digit (no real person's number). */
function idNumber(date: string, region = '110105', sequence = '123'): string {
  const first17 = `${region}${date}${sequence}`;
  return first17 + (idCardCheckDigit(first17) ?? '?');
}

/** A field as SchemaField makes it: the template's name as its title, the required flag and the resumeField validator. */
function field(form: Form, sectionId: string, partId: string, fieldId: string, index?: number): Field {
  const def = template.sections.find((s) => s.id === sectionId)!.sectionParts.find((p) => p.id === partId)!.newResumeFields.flat().find((f) => f.id === fieldId)!;
  const basePath = index === undefined ? `${sectionId}.${partId}` : `${sectionId}.${partId}.${index}`;
  return form.createField({ name: fieldId, basePath, title: t(def.name), required: def.view.required === true, validator: [{ resumeField: { sectionId, partId, fieldId } }] });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const errorsOf = async (f: Field) => {
  await f.validate().catch(() => undefined);
  return f.selfErrors;
};

afterEach(() => setFormLocale('zh-CN'));

describe('the resumeField rule', () => {
  const values: ResumeValues = {
    personal: { basicInfo: { IDType: '1', IDCard: idNumber('19990101'), Birthday: '1999-01-01' } },
    education: { educationList: [{ startDate: '2017-09', endDate: '2021-06' }, { startDate: '2021-09', endDate: '2024-06' }] },
  };
  const make = () => {
    const form = createResumeForm({ template, values, t, locale: 'zh-CN', today: TODAY });
    form.onMount();
    return form;
  };

  it('passes good answers and words a bad one as the spec does', async () => {
    const form = make();
    const id = field(form, 'personal', 'basicInfo', 'IDCard');
    expect(await errorsOf(id)).toEqual([]);
    id.setValue(`${idNumber('19990101').slice(0, 17)}${idNumber('19990101')[17] === '0' ? '1' : '0'}`);
    expect(await errorsOf(id)).toEqual(['请输入正确的身份证号！']);
    const mobile = field(form, 'personal', 'basicInfo', 'Mobilephone');
    mobile.setValue('12345678901');
    expect(await errorsOf(mobile)).toEqual(['请输入正确的手机号码！']);
  });

  it('reads the sibling of the same entry in a repeatable part', async () => {
    const form = make();
    const end0 = field(form, 'education', 'educationList', 'endDate', 0);
    const end1 = field(form, 'education', 'educationList', 'endDate', 1);
    expect(await errorsOf(end0)).toEqual([]);
    end1.setValue('2020-01'); // before entry 1's start 2021-09, after entry 0's start
    expect(await errorsOf(end1)).toEqual(['毕业时间不得早于入学时间']);
    expect(await errorsOf(end0)).toEqual([]);
  });

  it('says 请填写{field} for an empty required field, once, also when only our rules call a value empty', async () => {
    const form = make();
    const name = field(form, 'personal', 'basicInfo', 'name');
    expect(await errorsOf(name)).toEqual(['请填写姓名']);
    name.setValue('   ');
    expect(await errorsOf(name)).toEqual(['请填写姓名']);
  });

  it('keeps the default required words for a field without a title', async () => {
    const form = make();
    const untitled = form.createField({ name: 'note', basePath: 'personal.basicInfo', required: true });
    expect(await errorsOf(untitled)).toEqual(['该字段是必填字段']);
  });

  it('follows the form locale: Formily\'s messages and the rule\'s, English for non-Chinese locales', async () => {
    const form = createResumeForm({ template, values, t, locale: 'ar', today: TODAY });
    form.onMount();
    expect(formLocale()).toBe('en-US');
    const name = field(form, 'personal', 'basicInfo', 'name');
    // the title is what the field shows (here drawn with the zh-CN translator)
    expect(await errorsOf(name)).toEqual(['Please fill in 姓名']);
    const email = field(form, 'personal', 'basicInfo', 'Email');
    email.setValue('not-an-email');
    expect(await errorsOf(email)).toEqual(['Please enter a valid email address!']);
    setFormLocale('zh-CN');
    expect(await errorsOf(name)).toEqual(['请填写姓名']);
  });

  it('registers once', () => {
    registerResumeRules();
    registerResumeRules();
    expect(formLocale()).toBe('zh-CN');
  });
});

describe('dependent fields', () => {
  it('IDType and IDCard changes check Birthday and IDCard again', async () => {
    const form = createResumeForm({ template, values: { personal: { basicInfo: { IDType: '1', Birthday: '1998-05-05' } } }, t, today: TODAY });
    form.onMount();
    const type = field(form, 'personal', 'basicInfo', 'IDType');
    const id = field(form, 'personal', 'basicInfo', 'IDCard');
    const birthday = field(form, 'personal', 'basicInfo', 'Birthday');
    id.onInput(idNumber('19990101'));
    await settle();
    // a valid mainland ID fills in its birthday; one the candidate changes away from it is refused
    expect(birthday.value).toBe('1999-01-01');
    expect(birthday.selfErrors).toEqual([]);
    birthday.onInput('1998-05-05');
    await settle();
    expect(birthday.selfErrors).toEqual(['出生日期与证件号不符！']);
    id.onInput('123');
    await settle();
    expect(id.selfErrors).toEqual(['请输入正确的身份证号！']);
    expect(birthday.selfErrors).toEqual([]);
    type.onInput('2');
    await settle();
    expect(id.selfErrors).toEqual([]);
  });

  it('an end date is checked again when its own entry\'s start changes, not another entry\'s', async () => {
    const form = createResumeForm({
      template,
      values: { education: { educationList: [{ startDate: '2017-09', endDate: '2021-06' }, { startDate: '2021-09', endDate: '2024-06' }] } },
      t,
      today: TODAY,
    });
    form.onMount();
    const start0 = field(form, 'education', 'educationList', 'startDate', 0);
    const end0 = field(form, 'education', 'educationList', 'endDate', 0);
    const start1 = field(form, 'education', 'educationList', 'startDate', 1);
    const end1 = field(form, 'education', 'educationList', 'endDate', 1);
    start0.onInput('2022-09');
    await settle();
    expect(end0.selfErrors).toEqual(['毕业时间不得早于入学时间']);
    expect(end1.selfErrors).toEqual([]);
    start1.onInput('2025-01');
    await settle();
    expect(end1.selfErrors).toEqual(['毕业时间不得早于入学时间']);
    start0.onInput('2017-09');
    await settle();
    expect(end0.selfErrors).toEqual([]);
    expect(end1.selfErrors).toEqual(['毕业时间不得早于入学时间']);
  });

  it('leaves an untouched empty dependent alone (no early "required")', async () => {
    const form = createResumeForm({ template, values: {}, t, today: TODAY });
    form.onMount();
    const id = field(form, 'personal', 'basicInfo', 'IDCard');
    const birthday = field(form, 'personal', 'basicInfo', 'Birthday');
    id.onInput(idNumber('19990101'));
    await settle();
    expect(birthday.selfErrors).toEqual([]);
  });

  it('does not write to the values it was given', () => {
    const values: ResumeValues = { personal: { basicInfo: { name: '张三' } } };
    const form = createResumeForm({ template, values, t });
    form.setValuesIn('personal.basicInfo.name', '李四');
    expect(values.personal.basicInfo).toEqual({ name: '张三' });
    expect(form.values.personal.basicInfo.name).toBe('李四');
  });
});
