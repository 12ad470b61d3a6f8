import type { Unit } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';

/** A unit's facts in one line: industry · city · N positions. */
export const unitFacts = (ctx: BlockContext, unit: Unit) =>
  [unit.industry, unit.city, ctx.t('unit.positions', { count: unit.positionCount })].filter(Boolean).join(' · ');
