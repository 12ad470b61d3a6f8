import type { Position } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { StatusTag } from '@/renderers/pc/shared/status-tag';
import { positionSalary } from '@/renderers/common/position-terms';

/** The position applied for: title, status, unit, place, salary and deadline, with a link to its detail. */
export function PositionSummary({ ctx, position: p, to }: { ctx: BlockContext; position: Position; to: string }) {
  const facts: Array<[string, string]> = [
    ['position.unit', p.unitName],
    ['position.region', p.regionName],
    ['position.salary', positionSalary(ctx, p)],
    ['position.deadline', p.deadline],
  ];
  return (
    <section className="pc-apply__position pc-card" aria-labelledby="pc-apply-position">
      <p className="pc-apply__eyebrow">{ctx.t('applying.position')}</p>
      <div className="pc-apply__title-row">
        <h2 className="pc-apply__title" id="pc-apply-position">
          {p.title}
        </h2>
        <StatusTag ctx={ctx} status={p.status} />
      </div>
      <dl className="pc-apply__facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="pc-apply__fact">
              <dt>{ctx.t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <AppLink ctx={ctx} to={to} className="pc-apply__detail pc-link">
        {ctx.t('applying.viewPosition')}
      </AppLink>
    </section>
  );
}
