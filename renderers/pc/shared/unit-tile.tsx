import type { ReactNode } from 'react';
import type { Unit } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { unitPlace } from '@/renderers/common/unit-facts';
import { UnitLogo } from '@/renderers/common/unit-logo';

export interface UnitTileClasses {
  card: string;
  body: string;
  name: string;
  place: string;
}

interface UnitTileProps {
  ctx: BlockContext;
  unit: Unit;
  to: string;
  /** the classes of the grid it stands in */
  classes: UnitTileClasses;
  /** the place line's tag: a paragraph where more lines follow it in the body */
  placeAs?: 'span' | 'p';
  /** more lines in the body, under the place */
  children?: ReactNode;
  /** after the body (a fair's count of open positions) */
  aside?: ReactNode;
}

/** A unit in a pc grid: a hover card that is one link (its name's, stretched over it), with logo, name and place. */
export function UnitTile({ ctx, unit, to, classes, placeAs: Place = 'span', children, aside }: UnitTileProps) {
  return (
    <li className={`${classes.card} pc-card pc-card--hover`}>
      <UnitLogo className="pc-logo" text={unit.logoText} />
      <div className={classes.body}>
        <AppLink ctx={ctx} to={to} className={`${classes.name} pc-link pc-stretched-link`}>
          {unit.name}
        </AppLink>
        <Place className={classes.place}>{unitPlace(unit)}</Place>
        {children}
      </div>
      {aside}
    </li>
  );
}
