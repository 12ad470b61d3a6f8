import { Tag } from 'antd-mobile';
import type { Position } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { positionSalary, positionEducation } from '@/renderers/common/position-terms';

interface PositionRowProps {
  ctx: BlockContext;
  position: Position;
  to: string;
  compact: boolean;
}

export function PositionRow({ ctx, position: p, to, compact }: PositionRowProps) {
  const open = p.status === 'open';
  return (
    <li>
      <AppLink ctx={ctx} to={to} className="h5-card h5-position">
        <div className="h5-position__head">
          <h3 className="h5-card__title">{p.title}</h3>
          <bdi className="h5-position__salary">{positionSalary(ctx, p)}</bdi>
        </div>
        {!compact && (
          <div className="h5-card__meta">
            {p.regionName && <span className="h5-chip">{p.regionName}</span>}
            {positionEducation(ctx, p) && <span className="h5-chip">{positionEducation(ctx, p)}</span>}
            {p.headcount > 0 && <span className="h5-chip">{ctx.t('position.headcountValue', { count: p.headcount })}</span>}
          </div>
        )}
        <div className="h5-position__foot">
          <span className="h5-position__unit">{p.unitName}</span>
          <span className="h5-position__deadline">{ctx.t('h5.position.deadlineOn', { date: p.deadline })}</span>
          <Tag className="h5-position__status" color={open ? 'success' : 'default'} fill="outline">
            {ctx.t(open ? 'position.open' : 'position.closed')}
          </Tag>
        </div>
      </AppLink>
    </li>
  );
}
