import type { Position } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import { positionFacts } from '@/renderers/common/position-facts';
import { AppLink } from '@/renderers/common/app-link';
import { UnitLogo } from '@/renderers/common/unit-logo';
import { unitPlace, unitPositions } from '@/renderers/common/unit-facts';

export function Facts({ ctx, position: p }: { ctx: BlockContext; position: Position }) {
  const facts = positionFacts(ctx, p);
  return (
    <section className="h5-card h5-detail__section">
      <h2 className="h5-detail__heading">{ctx.t('h5.detail.facts')}</h2>
      <dl className="h5-detail__facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="h5-detail__fact">
              <dt>{ctx.t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

export function TextSection({ title, text }: { title: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <section className="h5-card h5-detail__section">
      <h2 className="h5-detail__heading">{title}</h2>
      <p className="h5-detail__text">{text}</p>
    </section>
  );
}

export function UnitCard({ ctx, position: p, to }: { ctx: BlockContext; position: Position; to: string }) {
  const unit = p.unit;
  if (!unit) return null;
  return (
    <section className="h5-card h5-detail__section">
      <h2 className="h5-detail__heading">{ctx.t('h5.detail.unit')}</h2>
      <AppLink ctx={ctx} to={to} className="h5-detail__unit">
        <UnitLogo className="h5-logo" text={unit.logoText} />
        <span className="h5-detail__unit-body">
          <strong className="h5-detail__unit-name">{unit.name}</strong>
          <span className="h5-detail__unit-meta">{unitPlace(unit)}</span>
          <span className="h5-detail__unit-count">{unitPositions(ctx, unit)}</span>
        </span>
      </AppLink>
      {unit.intro && <p className="h5-detail__text h5-detail__intro">{unit.intro}</p>}
    </section>
  );
}
