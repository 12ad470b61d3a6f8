// The resume's help (fewer fields to type, clearer gaps): what an ID number holds, what the editor fills in, which words a
// failing field gets, and when a section counts as complete.
import { describe, expect, it } from 'vitest';
import social from '@/schemas/forms/resume/social.json';
import type { FieldError, ResumeTemplate } from '@/src/core/resume-types';
import { birthdayFromIdCard, genderFromIdCard, idCardCheckDigit, isGap, saveErrorMessage } from '@/src/core/validation';
import { completeness, sectionState } from '@/src/forms/completeness';
import { idCardFills, withFilledAnswers } from '@/src/forms/resume-fill';

const template = social as ResumeTemplate;
const TODAY = '2024-06-15';

/** An 18-character ID number with a computed check digit (nobody's real number). */
function id18(date: string, sequence: string, region = '110105'): string {
  const first17 = `${region}${date}${sequence}`;
  return first17 + idCardCheckDigit(first17);
}

describe('genderFromIdCard and birthdayFromIdCard', () => {
  it.each([
    ['an odd 17th digit: a man', id18('19900101', '121'), '1', '1990-01-01'],
    ['an even 17th digit: a woman', id18('19920315', '124'), '2', '1992-03-15'],
    ['0 is even: a woman', id18('20000229', '100'), '2', '2000-02-29'],
    // 103 gives the check character X
    ['a lower-case x check character', id18('19851231', '103').replace('X', 'x'), '1', '1985-12-31'],
    ['15 digits: the 15th digit, 19yy', '110105850101123', '1', '1985-01-01'],
    ['15 digits, even', '110105850101122', '2', '1985-01-01'],
  ])('%s', (_, value, gender, birthday) => {
    expect(genderFromIdCard(value, TODAY)).toBe(gender);
    expect(birthdayFromIdCard(value, TODAY)).toBe(birthday);
  });

  it.each([
    ['a wrong check digit', (() => { const v = id18('19900101', '121'); return v.slice(0, 17) + (v[17] === '1' ? '2' : '1'); })()],
    ['a day that does not exist', id18('19900230', '121')],
    ['a birth after today', id18('20250101', '121')],
    ['an unknown province', id18('19900101', '121', '990105')],
    ['17 digits', id18('19900101', '121').slice(0, 17)],
    ['letters', 'ABCDEFGHIJKLMNOPQR'],
  ])('nothing from %s', (_, value) => {
    expect(genderFromIdCard(value, TODAY)).toBeNull();
    expect(birthdayFromIdCard(value, TODAY)).toBeNull();
  });
});

describe('idCardFills', () => {
  const id = id18('19920315', '124');
  it('gives birthday and gender for a resident ID (IDType 1, or none)', () => {
    expect(idCardFills('1', id, TODAY)).toEqual({ 'idCard.birthday': '1992-03-15', 'idCard.gender': '2' });
    expect(idCardFills(undefined, ` ${id} `, TODAY)).toEqual({ 'idCard.birthday': '1992-03-15', 'idCard.gender': '2' });
  });
  it('gives nothing for another ID type or an invalid number', () => {
    expect(idCardFills('2', id, TODAY)).toEqual({});
    expect(idCardFills('1', id.slice(0, 17), TODAY)).toEqual({});
    expect(idCardFills('1', 42, TODAY)).toEqual({});
  });
});

describe('withFilledAnswers', () => {
  const account = { name: '张三', mobile: '13912345678', email: 'zs@example.com' };
  it('fills empty name, mobile and email from the account, and birthday and gender from the ID', () => {
    const values = { personal: { basicInfo: { IDType: '1', IDCard: id18('19920315', '124'), name: '  ' } } };
    const filled = withFilledAnswers(template, values, account, TODAY);
    expect(filled.personal.basicInfo).toEqual({ ...values.personal.basicInfo, name: '张三', Mobilephone: '13912345678', Email: 'zs@example.com', Birthday: '1992-03-15', gender: '2' });
    // the caller's values are not written to
    expect(values.personal.basicInfo.name).toBe('  ');
  });
  it('keeps what the candidate answered', () => {
    const values = { personal: { basicInfo: { name: '李四', Email: 'ls@example.com', IDCard: id18('19920315', '124'), Birthday: '1992-03-16', gender: '1' } } };
    const filled = withFilledAnswers(template, values, account, TODAY);
    expect(filled.personal.basicInfo).toMatchObject({ name: '李四', Email: 'ls@example.com', Birthday: '1992-03-16', gender: '1', Mobilephone: '13912345678' });
  });
  it('without an account and an ID changes nothing', () => {
    expect(withFilledAnswers(template, {}, null, TODAY)).toEqual({});
  });
});

describe('the words of a failing field (as the spec words them)', () => {
  const at = { sectionId: 'personal', partId: 'basicInfo', message: '' };
  it.each<[string, FieldError, string]>([
    ['empty: 请填写{field}', { ...at, fieldId: 'name', code: 'required' }, '请填写姓名'],
    ['wrong: 请填写正确的{field}', { ...at, fieldId: 'name', code: 'mobile' }, '请填写正确的姓名'],
    ['a birthday unlike the ID', { ...at, fieldId: 'name', code: 'birthday' }, '姓名正确填写后进行保存'],
  ])('%s', (_, error, text) => {
    expect(saveErrorMessage(error, '姓名', 'zh-CN', isGap(error, template, {}))).toBe(text);
  });

  it('a repeatable part with too few entries is a gap; with too many, a wrong answer', () => {
    const few: FieldError = { sectionId: 'education', partId: 'educationList', fieldId: '', code: 'length', message: '' };
    expect(isGap(few, template, { education: { educationList: [] } })).toBe(true);
    expect(isGap(few, template, { education: { educationList: [{}, {}] } })).toBe(false);
    expect(saveErrorMessage(few, '教育经历', 'en-US', true)).toBe('Please fill in 教育经历');
  });
});

describe('sectionState', () => {
  it('an optional section with nothing in it is empty, not complete', () => {
    const done = completeness(template, {}, { today: TODAY });
    const awards = done.sections.find((s) => s.id === 'awards')!;
    expect(awards).toMatchObject({ missingRequired: 0, errors: 0, answered: 0 });
    expect(sectionState(awards)).toBe('empty');
    const self = completeness(template, { selfAssessment: { assessment: { selfAssessment: '踏实' } } }, { today: TODAY }).sections.find((s) => s.id === 'selfAssessment')!;
    expect(sectionState(self)).toBe('done');
  });
  it('gaps come first, then errors', () => {
    expect(sectionState({ missingRequired: 2, errors: 1, answered: 3 })).toBe('missing');
    expect(sectionState({ missingRequired: 0, errors: 1, answered: 3 })).toBe('errors');
  });
});
