import { Button } from 'antd';
import type { CollectedPosition } from '@/src/core/application-api';
import { formatDate } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { StatusTag } from '@/renderers/pc/shared/status-tag';
import { positionSalary, positionEducation } from '@/renderers/common/position-terms';
import { buttonBusy } from '@/renderers/pc/shared/button-busy';

interface RowProps {
  ctx: BlockContext;
  position: CollectedPosition;
  to: string;
  removing: boolean;
  onRemove: () => void;
}

/** One favourite: the title leads to the detail; 取消收藏 takes it off the list. */
export function CollectRow({ ctx, position: p, to, removing, onRemove }: RowProps) {
  const facts = [p.unitName, p.regionName, positionEducation(ctx, p)].filter(Boolean);
  return (
    <li className="pc-collect-list__row pc-card pc-card--hover">
      <div className="pc-collect-list__main">
        <div className="pc-collect-list__head">
          <AppLink ctx={ctx} to={to} className="pc-collect-list__title pc-link">
            {p.title}
          </AppLink>
          <StatusTag ctx={ctx} status={p.status} />
        </div>
        <ul className="pc-meta">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
          <li>
            {ctx.t('position.deadline')} {p.deadline}
          </li>
        </ul>
      </div>
      <div className="pc-collect-list__side">
        <span className="pc-collect-list__salary">
          <span className="cm-visually-hidden">{ctx.t('position.salary')}: </span>
          {positionSalary(ctx, p)}
        </span>
        <span className="pc-collect-list__date">{ctx.t('applying.collectedOn', { date: formatDate(p.collectedAt, ctx.timeZone) })}</span>
        <Button size="small" loading={buttonBusy(removing)} onClick={onRemove} aria-label={ctx.t('applying.removeTitle', { title: p.title })}>
          {ctx.t('applying.remove')}
        </Button>
      </div>
    </li>
  );
}
