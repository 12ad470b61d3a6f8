import type { Position } from '@/src/core/entities';
import { formatSalary } from '@/src/core/format';
import { termText } from '@/src/i18n/term-text';
import type { BlockContext } from '@/src/runtime/block-props';

type Ctx = Pick<BlockContext, 't' | 'locale'>;

/** The position's education in the reader's language (term.education.{code}), else the server's name. */
export const positionEducation = (ctx: Ctx, p: Position): string => termText(ctx.t, 'education', p.education, p.educationName);

/** "min-max unit" with the unit in the reader's language (term.salaryUnit.{code}). */
export function positionSalary(ctx: Ctx, p: Position): string {
  const unit = termText(ctx.t, 'salaryUnit', p.salaryUnitCode, p.salaryUnit ?? '');
  return formatSalary(p.salaryMin, p.salaryMax, unit, ctx.locale);
}
