import { Tag } from 'antd-mobile';
import type { Position } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { positionSalary } from '@/renderers/common/position-terms';

/** The position applied for: title, salary, unit, place, deadline and status, with a link to its detail. */
export function PositionCard({ ctx, position: p, to }: { ctx: BlockContext; position: Position; to: string }) {
  const open = p.status === 'open';
  return (
    <section className="h5-card h5-apply-wizard__position" aria-labelledby="h5-apply-position">
      <p className="h5-apply-wizard__eyebrow">{ctx.t('applying.position')}</p>
      <div className="h5-apply-wizard__head">
        <h2 className="h5-apply-wizard__title" id="h5-apply-position">
          {p.title}
        </h2>
        <Tag color={open ? 'success' : 'default'} fill="outline">
          {ctx.t(open ? 'position.open' : 'position.closed')}
        </Tag>
      </div>
      <p className="h5-apply-wizard__salary">
        <bdi>{positionSalary(ctx, p)}</bdi>
      </p>
      <div className="h5-card__meta">
        {[p.unitName, p.regionName].filter(Boolean).map((text) => (
          <span key={text} className="h5-chip">
            {text}
          </span>
        ))}
        <span>{ctx.t('h5.position.deadlineOn', { date: p.deadline })}</span>
      </div>
      <AppLink ctx={ctx} to={to} className="h5-apply-wizard__detail">
        {ctx.t('applying.viewPosition')}
      </AppLink>
    </section>
  );
}
