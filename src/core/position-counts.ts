// The counting rules of the recruitment-type tabs (issue 12, item 11), shared by the server that counts and
// the tests: each type counts the positions the list would show under that tab, and "all" is their sum, so
// the 全部 tab, the list's 共 N 条 under it and the per-type tabs always agree.
import type { PositionCounts } from './entities';
import type { RecruitType } from './envelope';

/** Which positions a count takes: "open" ones only (the homes' 在招职位), or every one a list shows. */
export type CountScope = 'open' | 'listed';
export const COUNT_SCOPES: CountScope[] = ['open', 'listed'];

const TYPES: RecruitType[] = ['social', 'campus', 'veterans'];

/** Per-type counts from grouped rows; a type without rows counts 0, an unknown type only in "all". */
export function tallyByType(rows: Array<{ recruitType: string; n: number | string | bigint }>): PositionCounts {
  const counts: PositionCounts = { all: 0, social: 0, campus: 0, veterans: 0 };
  for (const row of rows) {
    const n = Number(row.n);
    if ((TYPES as string[]).includes(row.recruitType)) counts[row.recruitType as RecruitType] += n;
    counts.all += n;
  }
  return counts;
}
