import type { Position } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import { StatusTag } from '@/renderers/pc/shared/status-tag';
import { positionSalary, positionEducation } from '@/renderers/common/position-terms';

interface RowProps {
  ctx: BlockContext;
  position: Position;
  href: string;
  compact: boolean;
}

/** One position: the title opens the detail in a new tab; the whole card is the link's target area. */
export function PositionRow({ ctx, position: p, href, compact }: RowProps) {
  const salary = positionSalary(ctx, p);
  const title = (
    <a className="pc-positions__title pc-link pc-stretched-link" href={href} target="_blank" rel="noopener">
      {p.title}
      <span className="cm-visually-hidden">{ctx.t('pc.newTab')}</span>
    </a>
  );
  const fact = (label: string, value: string) =>
    value && (
      <li>
        <span className="cm-visually-hidden">{ctx.t(label)}: </span>
        {value}
      </li>
    );
  if (compact) {
    return (
      <li className="pc-positions__row pc-positions__row--compact">
        {title}
        <span className="pc-positions__unit">{p.unitName}</span>
        <span className="pc-positions__salary">{salary}</span>
        <span className="pc-positions__date">{p.deadline}</span>
      </li>
    );
  }
  return (
    <li className="pc-positions__row pc-card pc-card--hover">
      <div className="pc-positions__main">
        <div className="pc-positions__head">
          {title}
          <StatusTag ctx={ctx} status={p.status} />
        </div>
        <ul className="pc-meta pc-positions__facts">
          {fact('position.unit', p.unitName)}
          {fact('position.region', p.regionName)}
          {fact('position.education', positionEducation(ctx, p))}
          {p.headcount > 0 && fact('position.headcount', ctx.t('position.headcountValue', { count: p.headcount }))}
        </ul>
        {p.tags.length > 0 && (
          <ul className="pc-positions__tags">
            {p.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="pc-positions__side">
        <span className="pc-positions__salary">
          <span className="cm-visually-hidden">{ctx.t('position.salary')}: </span>
          {salary}
        </span>
        <span className="pc-positions__date">
          {ctx.t('position.deadline')} {p.deadline}
        </span>
      </div>
    </li>
  );
}
