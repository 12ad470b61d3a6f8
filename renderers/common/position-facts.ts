import type { Position } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import { positionEducation } from '@/renderers/common/position-terms';

/** The facts a position detail lists on every terminal: [label key, value]; empty values are left out. */
export function positionFacts(ctx: BlockContext, p: Position): [string, string][] {
  const facts: [string, string][] = [
    ['position.unit', p.unitName],
    ['position.region', p.regionName],
    ['position.category', p.categoryName],
    ['position.education', positionEducation(ctx, p)],
    ['position.headcount', p.headcount > 0 ? ctx.t('position.headcountValue', { count: p.headcount }) : ''],
    ['position.publishDate', p.publishDate],
    ['position.deadline', p.deadline],
  ];
  return facts.filter(([, value]) => value);
}
