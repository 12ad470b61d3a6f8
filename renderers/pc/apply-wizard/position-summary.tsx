import type { Position } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { StatusTag } from '@/renderers/pc/shared/status-tag';
import { positionSalary } from '@/renderers/common/position-terms';
import { SubjectCard, type SubjectCardClasses } from '@/renderers/common/subject-card';

const CARD: SubjectCardClasses = { section: 'pc-apply__position pc-card', eyebrow: 'pc-apply__eyebrow', head: 'pc-apply__title-row', title: 'pc-apply__title' };

/** The position applied for: title, status, unit, place, salary and deadline, with a link to its detail. */
export function PositionSummary({ ctx, position: p, to }: { ctx: BlockContext; position: Position; to: string }) {
  const facts: Array<[string, string]> = [
    ['position.unit', p.unitName],
    ['position.region', p.regionName],
    ['position.salary', positionSalary(ctx, p)],
    ['position.deadline', p.deadline],
  ];
  return (
    <SubjectCard classes={CARD} labelId="pc-apply-position" eyebrow={ctx.t('applying.position')} title={p.title} tag={<StatusTag ctx={ctx} status={p.status} />}>
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
    </SubjectCard>
  );
}
