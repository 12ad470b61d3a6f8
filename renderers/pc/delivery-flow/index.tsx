import type { Delivery } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { blockState } from '@/renderers/pc/shared/block-state';
import { asPaged } from '@/renderers/common/paged';
import { DeliveryDetail } from './delivery-detail';
import { DeliveryPicker } from './delivery-picker';
import './delivery-flow.css';

/**
 * recruitmentflow: with ?deliveryId= that application opened (delivery.open: status, dated timeline,
 * notifications, what can be done); without it, the applications (the block's data, delivery.search) to pick from.
 */
export default function DeliveryFlow(props: BlockProps<Paged<Delivery>, PropsFor<'delivery-flow'>>) {
  const { ctx } = props;
  const deliveryId = Number(ctx.query.get('deliveryId')) || 0;
  if (deliveryId) {
    const feedback = props.props.feedback;
    return <DeliveryDetail key={deliveryId} ctx={ctx} deliveryId={deliveryId} feedback={feedback} reloadList={props.reload} />;
  }
  const list = asPaged(props.data).list;
  const state = blockState(props, { empty: list.length === 0, rows: 4 });
  return state ?? <DeliveryPicker ctx={ctx} deliveries={list} />;
}
