import type { Unit } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { unitFacts } from '@/renderers/common/unit-facts';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { useDefaultPath } from '@/renderers/h5/shared/paths';
import '@/renderers/h5/shared/surface.css';
import './unit-profile.css';

/** A unit's homepage head (careers.searchIntroduce): logo, name, facts, introduction and its child units. */
export default function UnitProfile({ props, data, loading, error, reload, ctx }: BlockProps<Unit, PropsFor<'unit-profile'>>) {
  const linkPath = useDefaultPath(ctx, props.linkPath, 'companyview?unitId={id}');
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={!data}>
      {data && (
        <section className="h5-card h5-unit-profile" aria-labelledby="h5-unit-profile-name">
          <div className="h5-unit-profile__head">
            <span className="h5-logo" aria-hidden>
              {data.logoText}
            </span>
            <div>
              <h1 className="h5-unit-profile__name" id="h5-unit-profile-name">
                {data.name}
              </h1>
              <p className="h5-unit-profile__meta">
                {unitFacts(ctx, data)}
              </p>
            </div>
          </div>
          {data.intro && <p className="h5-unit-profile__intro">{data.intro}</p>}
          {(data.children ?? []).length > 0 && (
            <ul className="h5-unit-profile__children" aria-label={ctx.t('unit.children')}>
              {(data.children ?? []).map((child) => (
                <li key={child.id}>
                  <AppLink ctx={ctx} to={fillPath(linkPath, child)}>
                    {child.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </BlockState>
  );
}
