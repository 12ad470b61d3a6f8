import { Button } from 'antd';
import type { Delivery } from '@/src/core/application-api';
import { formatDate } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';
import { BcConsent } from './bc-consent';
import { DeliveryStatusTag } from './delivery-status-tag';
import type { DeliveryActions } from '@/renderers/common/delivery-list/use-delivery-actions';
import { subjectOf } from '@/renderers/common/delivery-list/subject';
import { DeliveryLinks, DeliveryTitleLink } from '@/renderers/common/delivery-list/delivery-links';

interface RowProps {
  ctx: BlockContext;
  delivery: Delivery;
  flowPath: string;
  feedbackPath: string;
  actions: DeliveryActions;
}

/** One application: position, unit, status, date, unread count, and what the candidate may do with it now. */
export function DeliveryRow({ ctx, delivery: d, flowPath, feedbackPath, actions }: RowProps) {
  const s = subjectOf(d, ctx.timeZone);
  const fact = (label: string, value: string | null | undefined) =>
    value && (
      <li>
        <span className="pc-delivery__fact-label">{ctx.t(label)}</span> {value}
      </li>
    );
  return (
    <li className="pc-delivery pc-card">
      <div className="pc-delivery__main">
        <div className="pc-delivery__head">
          <DeliveryTitleLink ctx={ctx} delivery={d} flowPath={flowPath} className="pc-delivery__title pc-link" />
          <DeliveryStatusTag ctx={ctx} status={d.status} />
          {d.unread > 0 && <span className="pc-delivery__unread">{ctx.t('following.unread', { count: d.unread })}</span>}
        </div>
        <ul className="pc-meta pc-delivery__facts">
          {fact('following.unit', s.owner)}
          {fact('following.region', s.where)}
          {fact('following.submittedAt', formatDate(d.submittedAt, ctx.timeZone))}
        </ul>
        <BcConsent ctx={ctx} delivery={d} onAnswer={(agree) => actions.answerBc(d, agree)} />
      </div>
      <div className="pc-delivery__side">
        <DeliveryLinks ctx={ctx} prefix="pc" delivery={d} flowPath={flowPath} feedbackPath={feedbackPath} />
        {d.withdrawable && (
          <Button danger onClick={() => actions.withdraw(d)}>
            {ctx.t('following.withdraw')}
          </Button>
        )}
      </div>
    </li>
  );
}
