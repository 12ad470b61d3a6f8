import type { PositionsTable } from '../types';
import { describe } from './position-texts';

/** [title, recruitType, unitId, categoryId, regionCode, education, headcount, salaryMin, salaryMax, salaryUnit, tags, publishDate, deadline, closed?] */
export type PositionSeed = [
  string,
  'social' | 'campus' | 'veterans',
  number,
  number,
  string,
  string,
  number,
  number | null,
  number | null,
  string | null,
  string[],
  string,
  string,
  boolean?,
];

/** The resume template an application needs, by recruitment type (the same mapping as migration 002). */
export const RESUME_TEMPLATE_OF: Record<PositionSeed[1], string> = { social: 'social', campus: 'campus', veterans: 'army' };

/** Turns seed tuples into rows, numbering them from firstId. */
export function toPositionRows(portalId: number, firstId: number, seeds: PositionSeed[]): Omit<PositionsTable, 'updated_at' | 'closed_at'>[] {
  return seeds.map((s, i) => {
    const [title, recruitType, unitId, categoryId, regionCode, education, headcount, min, max, unit, tags, publish, deadline, closed] = s;
    const text = describe(title, categoryId, recruitType);
    return {
      id: firstId + i,
      portal_id: portalId,
      // the integration API's handle (migration 025), as the migration gives rows that existed before it
      code: `P${firstId + i}`,
      unit_id: unitId,
      title,
      recruit_type: recruitType,
      category_id: categoryId,
      region_code: regionCode,
      education,
      headcount,
      salary_min: min,
      salary_max: max,
      salary_unit: min === null ? null : unit,
      tags: JSON.stringify(tags),
      publish_date: publish,
      deadline,
      status: closed ? 'closed' : 'open',
      description: text.description,
      requirement: text.requirement,
      resume_template: RESUME_TEMPLATE_OF[recruitType],
    };
  });
}
