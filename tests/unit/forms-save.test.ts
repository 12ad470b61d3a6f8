// validateForSave: a half-done resume saves, a wrong answer does not, on a resume form (no DOM here; the component test draws one).
import { describe, expect, it } from 'vitest';
import campus from '@/schemas/forms/resume/campus.json';
import zhResume from '@/schemas/locales/zh-CN/resume.json';
import enResume from '@/schemas/locales/en-US/resume.json';
import type { ResumeTemplate, ResumeValues } from '@/src/core/resume-types';
import { INCOMPLETE_NOTICE, idCardCheckDigit } from '@/src/core/validation';
import { createTranslator } from '@/src/core/translate';
import { createResumeForm } from '@/src/forms/create-resume-form';
import { templateValues, validateForSave } from '@/src/forms/save-resume';
import { completeness } from '@/src/forms/completeness';

const template = campus as ResumeTemplate;
const TODAY = '2024-06-15';
const zh = createTranslator('zh-CN', { 'zh-CN': zhResume, 'en-US': enResume });
const en = createTranslator('en-US', { 'zh-CN': zhResume, 'en-US': enResume });

function idNumber(date: string, region = '110105', sequence = '123'): string {
  const first17 = `${region}${date}${sequence}`;
  return first17 + (idCardCheckDigit(first17) ?? '?');
}

const filled = (): ResumeValues => ({
  personal: {
    basicInfo: {
      name: '张三',
      gender: '1',
      IDType: '1',
      IDCard: idNumber('19990101'),
      Birthday: '1999-01-01',
      nation: '01',
      politics: '13',
      Mobilephone: '13800138000',
      Email: 'zhangsan@example.com',
      studentOrigin: '110105',
      photo: 'file-1',
    },
  },
  education: { educationList: [{ school: '示例大学', major: '计算机科学与技术', education: '4', degree: '4', startDate: '2017-09', endDate: '2021-06' }] },
  intention: { jobIntention: { expectedRegion: '110000' } },
});

const formOf = (values: ResumeValues, locale = 'zh-CN') => createResumeForm({ template, values, t: locale === 'zh-CN' ? zh : en, locale, today: TODAY });

describe('validateForSave', () => {
  it('a filled resume passes with the values to send', async () => {
    const result = await validateForSave(formOf(filled()), template, zh, 'zh-CN', { today: TODAY });
    expect(result).toEqual({ ok: true, values: filled(), missing: 0 });
  });

  it('a wrong answer stops the save: the notice, the first section with one and the spec\'s messages, the empty ones counted', async () => {
    const values = filled();
    const basic = values.personal.basicInfo as Record<string, unknown>;
    basic.name = '';
    basic.Birthday = '1998-05-05';
    (values.education.educationList as Record<string, unknown>[])[0].endDate = '2016-06';
    const result = await validateForSave(formOf(values), template, zh, 'zh-CN', { today: TODAY });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.notice).toBe(INCOMPLETE_NOTICE);
    expect(result.firstSectionId).toBe('personal');
    // wrong: 请填写正确的{field}; the birthday against the ID: {name}正确填写后进行保存; the empty name does not stop it
    expect(result.messages).toEqual(['出生日期正确填写后进行保存', '请填写正确的毕业时间']);
    expect([result.missing, result.wrong]).toEqual([1, 2]);
    expect(result.errors.map((e) => [e.sectionId, e.fieldId, e.code])).toEqual([
      ['personal', 'Birthday', 'birthday'],
      ['education', 'endDate', 'dateRelative'],
    ]);
  });

  it('a half-done resume saves: empty required fields and a missing entry are counted, as the bar counts them', async () => {
    const values = filled();
    (values.personal.basicInfo as Record<string, unknown>).name = '';
    values.education = { educationList: [] };
    values.awards = { awardList: [{ awardDate: '2020-01' }, { awardDate: '2021-01' }] };
    const form = formOf(values);
    const result = await validateForSave(form, template, zh, 'zh-CN', { today: TODAY });
    const bar = completeness(template, templateValues(template, values), { today: TODAY });
    expect(result).toMatchObject({ ok: true, missing: bar.totalRequired - bar.filledRequired });
    if (result.ok) expect(result.missing).toBeGreaterThan(3);
    // the empty fields are not left marked red after the save
    expect(form.errors).toEqual([]);
  });

  it('speaks English in en-US', async () => {
    const values = filled();
    (values.personal.basicInfo as Record<string, unknown>).Email = 'not-an-email';
    const result = await validateForSave(formOf(values, 'en-US'), template, en, 'en-US', { today: TODAY });
    expect(result).toMatchObject({ ok: false, notice: 'Your resume is incomplete, please complete it', messages: [`Please fill in ${en('resume.field.Email')} correctly`] });
  });

  it('leaves out answers to fields the template does not have, instead of failing on them', async () => {
    const values = filled();
    (values.personal.basicInfo as Record<string, unknown>).oldField = 'x';
    (values as Record<string, unknown>).oldSection = { p: { a: 1 } };
    const result = await validateForSave(formOf(values), template, zh, 'zh-CN', { today: TODAY });
    expect(result).toEqual({ ok: true, values: filled(), missing: 0 });
  });
});

describe('templateValues', () => {
  it('keeps the template\'s shape: objects for single parts, arrays of objects for repeatable ones', () => {
    expect(templateValues(template, { personal: { basicInfo: { name: 'a', x: 1 } }, education: { educationList: [null, { school: 's' }] }, awards: { awardList: 'x' } })).toEqual({
      personal: { basicInfo: { name: 'a' } },
      education: { educationList: [{}, { school: 's' }] },
      awards: { awardList: [] },
    });
    expect(templateValues(template, null)).toEqual({});
  });
});
