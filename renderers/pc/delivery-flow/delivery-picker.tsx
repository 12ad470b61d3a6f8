import { useLocation } from 'react-router-dom';
import type { Delivery } from '@/src/core/application-api';
import { formatDate } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { DeliveryStatusTag } from '@/renderers/pc/delivery-list/delivery-status-tag';
import { subjectOf } from '@/renderers/common/delivery-list/subject';

/** recruitmentflow without ?deliveryId=: the applications to choose from, each opening its progress here. */
export function DeliveryPicker({ ctx, deliveries }: { ctx: BlockContext; deliveries: Delivery[] }) {
  const { pathname } = useLocation();
  return (
    <section className="pc-flow-pick" aria-labelledby="flow-pick-title">
      <h2 className="pc-flow-pick__title" id="flow-pick-title">
        {ctx.t('following.flow.pick')}
      </h2>
      <ul className="pc-flow-pick__list">
        {deliveries.map((d) => (
          <li key={d.id} className="pc-flow-pick__row pc-card pc-card--hover">
            <AppLink ctx={ctx} to={`${pathname}?deliveryId=${d.id}`} className="pc-flow-pick__link pc-link pc-stretched-link">
              {subjectOf(d, ctx.timeZone).title}
            </AppLink>
            <span className="pc-flow-pick__unit">{subjectOf(d, ctx.timeZone).owner}</span>
            <span className="pc-flow-pick__side">
              {d.unread > 0 && <span className="pc-flow-pick__unread">{ctx.t('following.unread', { count: d.unread })}</span>}
              <DeliveryStatusTag ctx={ctx} status={d.status} />
              <span className="pc-flow-pick__date">
                {ctx.t('following.submittedAt')} {formatDate(d.submittedAt, ctx.timeZone)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
