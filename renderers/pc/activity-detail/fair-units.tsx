import type { Unit } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import { fillPath } from '@/renderers/common/fill-path';
import { UnitTile, type UnitTileClasses } from '@/renderers/pc/shared/unit-tile';

const TILE: UnitTileClasses = {
  card: 'pc-activity-detail__unit',
  body: 'pc-activity-detail__unit-text',
  name: 'pc-activity-detail__unit-name',
  place: 'pc-activity-detail__unit-meta',
};

/** The units taking part in a fair (or holding an activity), each leading to its open positions. */
export function FairUnits({ ctx, units, path, host }: { ctx: BlockContext; units: Unit[]; path: string; host: boolean }) {
  return (
    <section className="pc-activity-detail__units pc-card" aria-labelledby="pc-activity-units">
      <h3 className="pc-activity-detail__section-title" id="pc-activity-units">
        {ctx.t(host ? 'signup.hosts' : 'signup.units', { count: units.length })}
      </h3>
      <ul className="pc-activity-detail__unit-grid">
        {units.map((unit) => (
          <UnitTile
            key={unit.id}
            ctx={ctx}
            unit={unit}
            to={fillPath(path, unit)}
            classes={TILE}
            aside={<span className="pc-activity-detail__unit-count">{ctx.t('signup.openPositions', { count: unit.positionCount })}</span>}
          />
        ))}
      </ul>
    </section>
  );
}
