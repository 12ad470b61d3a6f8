import type { Unit } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { blockState } from '@/renderers/pc/shared/block-state';
import { UnitLogo } from '@/renderers/common/unit-logo';
import { UnitProfileName, unitProfileNameId } from '@/renderers/common/unit-profile-name';
import './unit-profile.css';

/** A unit's homepage head (careers.searchIntroduce): logo, name, facts, introduction and its child units. */
export default function UnitProfile(props: BlockProps<Unit, PropsFor<'unit-profile'>>) {
  const { ctx, data } = props;
  const state = blockState(props, { empty: !data, rows: 3 });
  if (state || !data) return state;
  const linkPath = props.props.linkPath ?? 'unitInfo/{id}';
  const children = data.children ?? [];
  return (
    <section className="pc-unit-profile pc-card" aria-labelledby={unitProfileNameId('pc')}>
      <UnitLogo className="pc-logo pc-unit-profile__logo" text={data.logoText} />
      <div className="pc-unit-profile__body">
        <UnitProfileName ctx={ctx} unit={data} prefix="pc" />
        {data.intro && <p className="pc-unit-profile__intro">{data.intro}</p>}
        {children.length > 0 && (
          <nav aria-label={ctx.t('unit.children')} className="pc-unit-profile__children">
            <span>{ctx.t('unit.children')}</span>
            {children.map((child) => (
              <AppLink key={child.id} ctx={ctx} to={fillPath(linkPath, child)} className="pc-link">
                {child.name}
              </AppLink>
            ))}
          </nav>
        )}
      </div>
    </section>
  );
}
