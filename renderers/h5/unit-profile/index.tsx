import type { Unit } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { useDefaultPath } from '@/renderers/h5/shared/paths';
import { UnitLogo } from '@/renderers/common/unit-logo';
import { UnitProfileName, unitProfileNameId } from '@/renderers/common/unit-profile-name';
import '@/renderers/h5/shared/surface.css';
import './unit-profile.css';

/** A unit's homepage head (careers.searchIntroduce): logo, name, facts, introduction and its child units. */
export default function UnitProfile({ props, data, loading, error, reload, ctx }: BlockProps<Unit, PropsFor<'unit-profile'>>) {
  const linkPath = useDefaultPath(ctx, props.linkPath, 'companyview?unitId={id}');
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={!data}>
      {data && (
        <section className="h5-card h5-unit-profile" aria-labelledby={unitProfileNameId('h5')}>
          <div className="h5-unit-profile__head">
            <UnitLogo className="h5-logo" text={data.logoText} />
            <div>
              <UnitProfileName ctx={ctx} unit={data} prefix="h5" />
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
