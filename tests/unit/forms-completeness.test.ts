// completeness(): required answers per section and in all, counted per entry of a repeatable part.
import { describe, expect, it } from 'vitest';
import campus from '@/schemas/forms/resume/campus.json';
import type { ResumeTemplate, ResumeValues } from '@/src/core/resume-types';
import { idCardCheckDigit } from '@/src/core/validation';
import { completeness } from '@/src/forms/completeness';

const template = campus as ResumeTemplate;
const TODAY = '2024-06-15';

function idNumber(date: string, region = '110105', sequence = '123'): string {
  const first17 = `${region}${date}${sequence}`;
  return first17 + (idCardCheckDigit(first17) ?? '?');
}

// campus: personal 11 required, an education entry 6 (minItems 1), an internship entry 4, an award 2,
// an activity 2, the job intention 1
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

const section = (c: ReturnType<typeof completeness>, id: string) => c.sections.find((s) => s.id === id)!;

describe('completeness', () => {
  it('an empty resume: every single part\'s required fields and the one required education entry are missing', () => {
    const c = completeness(template, {}, { today: TODAY });
    expect(c).toMatchObject({ percent: 0, filledRequired: 0, totalRequired: 18 });
    expect(c.sections.map((s) => [s.id, s.missingRequired, s.totalRequired, s.errors])).toEqual([
      ['personal', 11, 11, 0],
      ['education', 6, 6, 0],
      ['internship', 0, 0, 0],
      ['awards', 0, 0, 0],
      ['campusActivity', 0, 0, 0],
      ['intention', 1, 1, 0],
    ]);
    expect(section(c, 'personal').name).toBe('resume.section.personal');
    expect(completeness(template, null, { today: TODAY }).totalRequired).toBe(18);
  });

  it('a filled resume is complete', () => {
    const c = completeness(template, filled(), { today: TODAY });
    expect(c).toMatchObject({ percent: 100, filledRequired: 18, totalRequired: 18 });
    expect(c.sections.every((s) => s.missingRequired === 0 && s.errors === 0)).toBe(true);
  });

  it('counts each entry of a repeatable part, and errors apart from missing answers', () => {
    const values = filled();
    values.internship = { internshipList: [{ company: '示例公司' }] };
    (values.education.educationList as Record<string, unknown>[]).push({ school: '示例大学', startDate: '2021-09', endDate: '2020-06' });
    const c = completeness(template, values, { today: TODAY });
    // 18 + 4 (internship entry) + 6 (second education entry) = 28; missing 3 + 3
    expect(c).toMatchObject({ filledRequired: 22, totalRequired: 28, percent: 78 });
    expect(section(c, 'internship')).toMatchObject({ missingRequired: 3, totalRequired: 4, errors: 0 });
    expect(section(c, 'education')).toMatchObject({ missingRequired: 3, totalRequired: 12, errors: 1 });
  });

  it('a wrong answer is an error, not a missing one; 100 % is only reached when all are filled', () => {
    const values = filled();
    (values.personal.basicInfo as Record<string, unknown>).Birthday = '1998-05-05';
    (values.personal.basicInfo as Record<string, unknown>).name = '';
    const c = completeness(template, values, { today: TODAY });
    expect(section(c, 'personal')).toMatchObject({ missingRequired: 1, totalRequired: 11, errors: 1 });
    expect(c.percent).toBe(94);
  });

  it('a template without required fields is complete', () => {
    const c = completeness({ id: 'x', name: 'x', sections: [{ id: 's', name: 'x', sectionParts: [{ id: 'p', newResumeFields: [[{ id: 'a', name: 'x', kind: 'text', view: {} }]] }] }] }, {});
    expect(c).toMatchObject({ percent: 100, filledRequired: 0, totalRequired: 0 });
  });
});
