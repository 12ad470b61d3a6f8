import type { Unit } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';

/** Where a unit works: industry · city, whichever it gives. */
export const unitPlace = (unit: Unit) => [unit.industry, unit.city].filter(Boolean).join(' · ');

/** How many positions a unit has open, in words (12 个职位). */
export const unitPositions = (ctx: BlockContext, unit: Pick<Unit, 'positionCount'>) => ctx.t('unit.positions', { count: unit.positionCount });

/** A unit's facts in one line: industry · city · N positions. */
export const unitFacts = (ctx: BlockContext, unit: Unit) => [unitPlace(unit), unitPositions(ctx, unit)].filter(Boolean).join(' · ');
