import { Tag } from 'antd-mobile';
import type { Position } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { positionSalary } from '@/renderers/common/position-terms';
import { SubjectCard, type SubjectCardClasses } from '@/renderers/common/subject-card';

const CARD: SubjectCardClasses = { section: 'h5-card h5-apply-wizard__position', eyebrow: 'h5-apply-wizard__eyebrow', head: 'h5-apply-wizard__head', title: 'h5-apply-wizard__title' };

/** The position applied for: title, salary, unit, place, deadline and status, with a link to its detail. */
export function PositionCard({ ctx, position: p, to }: { ctx: BlockContext; position: Position; to: string }) {
  const open = p.status === 'open';
  const tag = (
    <Tag color={open ? 'success' : 'default'} fill="outline">
      {ctx.t(open ? 'position.open' : 'position.closed')}
    </Tag>
  );
  return (
    <SubjectCard classes={CARD} labelId="h5-apply-position" eyebrow={ctx.t('applying.position')} title={p.title} tag={tag}>
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
    </SubjectCard>
  );
}
