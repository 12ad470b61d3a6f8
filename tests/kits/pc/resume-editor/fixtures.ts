// Sample answers for the pc resume tests: reference data, a valid social resume, and ID numbers built
// with a computed check digit (never a real person's number). Tests only.
import socialJson from '@/schemas/forms/resume/social.json';
import type { Term, TreeNode } from '@/src/core/entities';
import type { ResumeDocument } from '@/src/core/resume-api';
import type { ResumeTemplate, ResumeValues } from '@/src/core/resume-types';
import { idCardCheckDigit } from '@/src/core/validation';

export const social = socialJson as unknown as ResumeTemplate;

/** An 18-character resident ID number: region + date (YYYYMMDD) + sequence + the computed check digit. */
export function idNumber(date: string, region = '330106', sequence = '123'): string {
  const first17 = `${region}${date}${sequence}`;
  return first17 + (idCardCheckDigit(first17) ?? '?');
}

export const terms: Record<string, Term[]> = {
  gender: [
    { code: '1', name: '男' },
    { code: '2', name: '女' },
  ],
  idType: [
    { code: '1', name: '居民身份证' },
    { code: '2', name: '护照' },
  ],
  nation: [{ code: '01', name: '汉族' }],
  politics: [
    { code: '01', name: '中共党员' },
    { code: '13', name: '群众' },
  ],
  workYears: [{ code: '3', name: '3-5年' }],
  education: [{ code: 'bachelor', name: '本科' }],
  degree: [{ code: 'bachelor', name: '学士' }],
  salaryUnit: [
    { code: 'month', name: '元/月' },
    { code: 'year', name: '万元/年' },
  ],
};

export const regions: TreeNode[] = [
  { value: '110000', label: '北京市', children: [{ value: '110100', label: '北京市' }] },
  {
    value: '330000',
    label: '浙江省',
    children: [
      { value: '330100', label: '杭州市', children: [{ value: '330106', label: '西湖区' }] },
      { value: '330200', label: '宁波市' },
    ],
  },
  { value: '710000', label: '台湾省', children: [] },
];

export const schools: Term[] = [
  { code: '10335', name: '浙江大学' },
  { code: '10001', name: '北京大学' },
];

export const majors: TreeNode[] = [{ value: '08', label: '工学', children: [{ value: '080901', label: '计算机科学与技术' }] }];

/** What the mocked client answers for reference calls. */
export function referenceAnswer(name: string, params: Record<string, unknown> = {}): unknown {
  switch (name) {
    case 'ref.terms':
      return terms[String(params.type)] ?? [];
    case 'ref.region':
      return regions;
    case 'ref.school':
      return schools.filter((s) => !params.keyword || s.name.includes(String(params.keyword)));
    case 'ref.major':
      return majors;
    default:
      return undefined;
  }
}

/** A social resume every rule accepts. */
export function validValues(): ResumeValues {
  return {
    personal: {
      basicInfo: {
        name: '张三',
        gender: '1',
        IDType: '1',
        IDCard: idNumber('19900101'),
        Birthday: '1990-01-01',
        nation: '01',
        politics: '13',
        Mobilephone: '13912345678',
        Email: 'zhang.san@example.com',
        residence: '330100',
        workYears: '3',
        photo: 'f-1',
      },
    },
    education: {
      educationList: [{ school: '浙江大学', major: '计算机科学与技术', education: 'bachelor', degree: 'bachelor', startDate: '2008-09', endDate: '2012-06' }],
    },
    intention: { jobIntention: { expectedRegion: '330100', salaryscope: { salaryMin: 8000, salaryMax: 12000, salaryUnit: 'month' } } },
  };
}

export function resumeDoc(over: Partial<ResumeDocument> = {}): ResumeDocument {
  return { resumeId: 9, template: social, values: validValues(), version: 3, updatedAt: '2026-03-01T08:00:00.000Z', ...over };
}
