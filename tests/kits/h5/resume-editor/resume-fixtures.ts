// Sample resume documents for the h5 resume tests: the real social template, answers made up here.
import social from '@/schemas/forms/resume/social.json';
import type { CompleteResumeDocument, ResumeDocument } from '@/src/core/resume-api';
import type { ResumeTemplate, ResumeValues } from '@/src/core/resume-types';
import { idCardCheckDigit } from '@/src/core/validation';

export const socialTemplate = social as ResumeTemplate;

/** An 18-character ID number with a computed check digit (nobody's real number): region + date + sequence. */
export function idNumber(date: string, region = '110105', sequence = '123'): string {
  const first17 = `${region}${date}${sequence}`;
  return first17 + (idCardCheckDigit(first17) ?? '?');
}

/** The same number with a wrong check digit. */
export function badIdNumber(date: string): string {
  const good = idNumber(date);
  const wrong = good.endsWith('1') ? '2' : '1';
  return good.slice(0, 17) + wrong;
}

export function basicInfo(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: '张三',
    gender: '1',
    IDType: '1',
    IDCard: idNumber('19900101'),
    Birthday: '1990-01-01',
    nation: '01',
    politics: '13',
    Mobilephone: '13912345678',
    Email: 'zhangsan@example.com',
    residence: '110100',
    workYears: '3',
    photo: 'f-1',
    ...overrides,
  };
}

export function resumeDoc(values: ResumeValues, overrides: Partial<ResumeDocument> = {}): ResumeDocument {
  return { resumeId: 9, template: socialTemplate, values, version: 7, updatedAt: '2026-01-02T03:04:05.000Z', ...overrides };
}

export function completeDoc(values: ResumeValues, missing: CompleteResumeDocument['missing']): CompleteResumeDocument {
  return { ...resumeDoc(values), deliveryId: 31, positionTitle: '软件开发工程师', missing };
}

/** What ref.terms and ref.region answer in these tests. */
export function referenceAnswer(name: string, params: Record<string, unknown>): unknown {
  const terms: Record<string, [string, string][]> = {
    gender: [['1', '男'], ['2', '女']],
    idType: [['1', '居民身份证'], ['5', '护照']],
    nation: [['01', '汉族'], ['03', '回族']],
    politics: [['01', '中国共产党党员'], ['13', '群众']],
    workYears: [['0', '应届毕业生'], ['3', '3-5年']],
    education: [['4', '本科'], ['5', '硕士研究生']],
    degree: [['2', '学士'], ['3', '硕士']],
    salaryUnit: [['1', '元/月']],
  };
  if (name === 'ref.terms') return (terms[String(params.type)] ?? []).map(([code, label]) => ({ code, name: label }));
  if (name === 'ref.region') return [{ value: '110000', label: '北京市', children: [{ value: '110100', label: '北京城区' }] }];
  if (name === 'ref.school' || name === 'ref.major') return [];
  return undefined;
}
