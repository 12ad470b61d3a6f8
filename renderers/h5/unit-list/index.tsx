import type { Unit } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { itemsOf } from '@/renderers/common/paged';
import { useDefaultPath } from '@/renderers/h5/shared/paths';
import { UnitLogo } from '@/renderers/common/unit-logo';
import { unitPlace, unitPositions } from '@/renderers/common/unit-facts';
import '@/renderers/h5/shared/surface.css';
import './unit-list.css';

/** careers.enterprises answers a tree, hotenterprise.list a flat array, careers.enterpriseList a page. */
export default function UnitList({ props, data, loading, error, reload, ctx }: BlockProps<Unit[] | Paged<Unit>, PropsFor<'unit-list'>>) {
  const linkPath = useDefaultPath(ctx, props.linkPath, 'recruitment/all/{id}');
  const units = itemsOf(data);
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={units.length === 0}>
      <ul className="h5-cards">
        {units.map((unit) => (
          <li key={unit.id} className="h5-card h5-unit">
            <AppLink ctx={ctx} to={fillPath(linkPath, unit)} className="h5-unit__main">
              <UnitLogo className="h5-logo" text={unit.logoText} />
              <span className="h5-unit__body">
                <strong className="h5-unit__name">{unit.name}</strong>
                <span className="h5-unit__meta">{unitPlace(unit)}</span>
              </span>
              <span className="h5-unit__count">{unitPositions(ctx, unit)}</span>
            </AppLink>
            {unit.children && unit.children.length > 0 && (
              <ul className="h5-unit__children">
                {unit.children.map((child) => (
                  <li key={child.id}>
                    <AppLink ctx={ctx} to={fillPath(linkPath, child)} className="h5-unit__child">
                      <span className="h5-unit__child-name">{child.name}</span>
                      <span className="h5-unit__child-count">{unitPositions(ctx, child)}</span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </BlockState>
  );
}
