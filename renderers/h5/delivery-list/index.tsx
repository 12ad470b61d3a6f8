import type { Delivery } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { itemsOf, pageOf } from '@/renderers/common/paged';
import { Pager } from '@/renderers/h5/shared/pager';
import { useDefaultPath } from '@/renderers/h5/shared/paths';
import { DeliveryCard } from './delivery-card';
import { DEFAULT_FEEDBACK_PATH, DEFAULT_FLOW_PATH, statusesProp } from './props';
import { StatusFilter } from './status-filter';
import { useDeliveryActions } from '@/renderers/common/delivery-list/use-delivery-actions';
import { h5Services } from '@/renderers/h5/kit-services';
import { useRowChanges } from '@/renderers/common/use-row-changes';
import '@/renderers/h5/shared/surface.css';
import './delivery-list.css';

/** The application assistant: the candidate's applications, filtered by status, each with what can be done now. */
export default function DeliveryList({ props, data, loading, error, reload, ctx }: BlockProps<Paged<Delivery>, PropsFor<'delivery-list'>>) {
  const flowPath = useDefaultPath(ctx, props.flowPath, DEFAULT_FLOW_PATH);
  const feedbackPath = useDefaultPath(ctx, props.feedbackPath, DEFAULT_FEEDBACK_PATH);
  const [rows, change] = useRowChanges(itemsOf(data));
  const actions = useDeliveryActions(ctx, h5Services, { change, reload });
  return (
    <div className="h5-deliveries">
      {props.filter && <StatusFilter ctx={ctx} statuses={statusesProp(props.statuses)} />}
      <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={rows.length === 0}>
        <ul className="h5-cards" aria-label={ctx.t('following.list.label')}>
          {rows.map((d) => (
            <DeliveryCard key={d.id} ctx={ctx} delivery={d} flowPath={flowPath} feedbackPath={feedbackPath} actions={actions} />
          ))}
        </ul>
        {props.pager && <Pager ctx={ctx} {...pageOf(data, ctx.query, props.pageSize)} />}
      </BlockState>
    </div>
  );
}
