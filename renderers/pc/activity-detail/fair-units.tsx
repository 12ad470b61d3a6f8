import type { Unit } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';

/** The units taking part in a fair (or holding an activity), each leading to its open positions. */
export function FairUnits({ ctx, units, path, host }: { ctx: BlockContext; units: Unit[]; path: string; host: boolean }) {
  return (
    <section className="pc-activity-detail__units pc-card" aria-labelledby="pc-activity-units">
      <h3 className="pc-activity-detail__section-title" id="pc-activity-units">
        {ctx.t(host ? 'signup.hosts' : 'signup.units', { count: units.length })}
      </h3>
      <ul className="pc-activity-detail__unit-grid">
        {units.map((unit) => (
          <li key={unit.id} className="pc-activity-detail__unit pc-card pc-card--hover">
            <span className="pc-logo" aria-hidden="true">
              {unit.logoText}
            </span>
            <div className="pc-activity-detail__unit-text">
              <AppLink ctx={ctx} to={fillPath(path, unit)} className="pc-activity-detail__unit-name pc-link pc-stretched-link">
                {unit.name}
              </AppLink>
              <span className="pc-activity-detail__unit-meta">{[unit.industry, unit.city].filter(Boolean).join(' · ')}</span>
            </div>
            <span className="pc-activity-detail__unit-count">{ctx.t('signup.openPositions', { count: unit.positionCount })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
