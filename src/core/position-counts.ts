// The counting rules of the recruitment-type tabs (a tab's number is what its list totals), shared by the server that counts and
// the tests: each type counts the positions the list would show under that tab, and "all" is their sum, so
// the 全部 tab, the list's 共 N 条 under it and the per-type tabs always agree.
import type { PositionCounts } from './entities';
import type { RecruitType } from './envelope';

/** Which positions a count takes: "open" ones only (the homes' 在招职位), or every one a list shows. */
export type CountScope = 'open' | 'listed';
export const COUNT_SCOPES: CountScope[] = ['open', 'listed'];

const TYPES: RecruitType[] = ['social', 'campus', 'veterans'];

/** A recruitment type as a site file may name one (its recruitTypes): camelCase, as the list paths write it. */
export const RECRUIT_TYPE_NAME = /^[a-z][a-zA-Z0-9]{0,31}$/;

/**
 * Per-type counts from grouped rows; a type without rows counts 0. A type beyond the spec's three (one a site
 * file lists, such as "interns") gets its own count too; a value that cannot be a type's name counts in "all" only.
 */
export function tallyByType(rows: Array<{ recruitType: string; n: number | string | bigint }>): PositionCounts {
  const counts: PositionCounts = { all: 0, social: 0, campus: 0, veterans: 0 };
  const other = counts as unknown as Record<string, number>;
  for (const row of rows) {
    const n = Number(row.n);
    if ((TYPES as string[]).includes(row.recruitType)) counts[row.recruitType as RecruitType] += n;
    else if (RECRUIT_TYPE_NAME.test(row.recruitType) && row.recruitType !== 'all' && row.recruitType !== 'capped') other[row.recruitType] = (other[row.recruitType] ?? 0) + n;
    counts.all += n;
  }
  return counts;
}
