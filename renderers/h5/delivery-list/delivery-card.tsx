import { Button } from 'antd-mobile';
import type { Delivery } from '@/src/core/application-api';
import { formatDate } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';
import { BcConsent } from './bc-consent';
import { DeliveryStatusTag } from './delivery-status-tag';
import type { DeliveryActions } from '@/renderers/common/delivery-list/use-delivery-actions';
import { subjectOf } from '@/renderers/common/delivery-list/subject';
import { DeliveryLinks, DeliveryTitleLink } from '@/renderers/common/delivery-list/delivery-links';

interface CardProps {
  ctx: BlockContext;
  delivery: Delivery;
  flowPath: string;
  feedbackPath: string;
  actions: DeliveryActions;
}

/** One application: position, unit, status, date, unread count, and what the candidate may do with it now. */
export function DeliveryCard({ ctx, delivery: d, flowPath, feedbackPath, actions }: CardProps) {
  const s = subjectOf(d, ctx.timeZone);
  return (
    <li className="h5-card h5-delivery">
      <div className="h5-delivery__head">
        <DeliveryTitleLink ctx={ctx} delivery={d} flowPath={flowPath} className="h5-delivery__title" />
        <DeliveryStatusTag ctx={ctx} status={d.status} />
      </div>
      <div className="h5-card__meta">
        <span>{s.owner}</span>
        <span>{`${ctx.t('following.submittedAt')} ${formatDate(d.submittedAt, ctx.timeZone)}`}</span>
        {d.unread > 0 && <span className="h5-delivery__unread">{ctx.t('following.unread', { count: d.unread })}</span>}
      </div>
      <BcConsent ctx={ctx} delivery={d} onAnswer={(agree) => void actions.answerBc(d, agree)} />
      <div className="h5-delivery__actions">
        <DeliveryLinks ctx={ctx} prefix="h5" delivery={d} flowPath={flowPath} feedbackPath={feedbackPath} />
        {d.withdrawable && (
          <Button className="h5-delivery__withdraw" size="small" color="danger" fill="outline" shape="rounded" onClick={() => void actions.withdraw(d)}>
            {ctx.t('following.withdraw')}
          </Button>
        )}
      </div>
    </li>
  );
}
