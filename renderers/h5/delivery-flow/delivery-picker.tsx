import { useLocation } from 'react-router-dom';
import type { Delivery } from '@/src/core/application-api';
import { formatDate } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { DeliveryStatusTag } from '@/renderers/h5/delivery-list/delivery-status-tag';
import { subjectOf } from '@/renderers/common/delivery-list/subject';

/** recruitmentflow without ?deliveryId=: the applications to choose from, each opening its progress here. */
export function DeliveryPicker({ ctx, deliveries }: { ctx: BlockContext; deliveries: Delivery[] }) {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="h5-flow-pick">
      <h2 className="h5-flow__pick-title" id="h5-flow-pick">
        {ctx.t('following.flow.pick')}
      </h2>
      <ul className="h5-cards">
        {deliveries.map((d) => (
          <li key={d.id}>
            <AppLink ctx={ctx} to={`${pathname}?deliveryId=${d.id}`} className="h5-card h5-flow__pick">
              <span className="h5-flow__pick-head">
                <span className="h5-card__title">{subjectOf(d, ctx.timeZone).title}</span>
                <DeliveryStatusTag ctx={ctx} status={d.status} />
              </span>
              <span className="h5-card__meta">
                <span>{subjectOf(d, ctx.timeZone).owner}</span>
                <span>{`${ctx.t('following.submittedAt')} ${formatDate(d.submittedAt, ctx.timeZone)}`}</span>
                {d.unread > 0 && <span className="h5-flow__unread">{ctx.t('following.unread', { count: d.unread })}</span>}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
