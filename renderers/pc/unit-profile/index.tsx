import type { Unit } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { unitFacts } from '@/renderers/common/unit-facts';
import { blockState } from '@/renderers/pc/shared/block-state';
import './unit-profile.css';

/** A unit's homepage head (careers.searchIntroduce): logo, name, facts, introduction and its child units. */
export default function UnitProfile(props: BlockProps<Unit, PropsFor<'unit-profile'>>) {
  const { ctx, data } = props;
  const state = blockState(props, { empty: !data, rows: 3 });
  if (state || !data) return state;
  const linkPath = props.props.linkPath ?? 'unitInfo/{id}';
  const children = data.children ?? [];
  return (
    <section className="pc-unit-profile pc-card" aria-labelledby="pc-unit-profile-name">
      <span className="pc-logo pc-unit-profile__logo" aria-hidden="true">
        {data.logoText}
      </span>
      <div className="pc-unit-profile__body">
        <h1 className="pc-unit-profile__name" id="pc-unit-profile-name">
          {data.name}
        </h1>
        <p className="pc-unit-profile__meta">
          {unitFacts(ctx, data)}
        </p>
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
