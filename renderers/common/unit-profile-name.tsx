import type { Unit } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import { unitFacts } from '@/renderers/common/unit-facts';

/** The id of a unit homepage's heading, which labels its section. */
export const unitProfileNameId = (prefix: 'pc' | 'h5') => `${prefix}-unit-profile-name`;

/** A unit homepage's heading (the page's h1: its name) and, under it, its facts in one line. */
export function UnitProfileName({ ctx, unit, prefix }: { ctx: BlockContext; unit: Unit; prefix: 'pc' | 'h5' }) {
  return (
    <>
      <h1 className={`${prefix}-unit-profile__name`} id={unitProfileNameId(prefix)}>
        {unit.name}
      </h1>
      <p className={`${prefix}-unit-profile__meta`}>{unitFacts(ctx, unit)}</p>
    </>
  );
}
