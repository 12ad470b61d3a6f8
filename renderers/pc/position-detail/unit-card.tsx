import type { Unit } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { UnitLogo } from '@/renderers/common/unit-logo';
import { unitPlace } from '@/renderers/common/unit-facts';

/** The employer beside a position: logo, name, facts, intro and a link to its positions. */
export function UnitCard({ ctx, unit, path = 'recruitment/all/{id}' }: { ctx: BlockContext; unit: Unit; path?: string }) {
  return (
    <aside className="pc-detail__unit pc-card" aria-label={ctx.t('position.unit')}>
      <div className="pc-detail__unit-head">
        <UnitLogo className="pc-logo" text={unit.logoText} />
        <div>
          <p className="pc-detail__unit-name">{unit.name}</p>
          <p className="pc-detail__unit-meta">{unitPlace(unit)}</p>
        </div>
      </div>
      {unit.intro && (
        <>
          <h3 className="pc-detail__unit-title">{ctx.t('unit.intro')}</h3>
          <p className="pc-detail__unit-intro">{unit.intro}</p>
        </>
      )}
      <AppLink ctx={ctx} to={fillPath(path, unit)} className="pc-detail__unit-link">
        {ctx.t('unit.viewPositions')}
        {unit.positionCount > 0 && ` (${unit.positionCount})`}
      </AppLink>
    </aside>
  );
}
