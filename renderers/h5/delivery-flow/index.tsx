import type { Delivery } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { itemsOf } from '@/renderers/common/paged';
import { DeliveryDetail } from './delivery-detail';
import { DeliveryPicker } from './delivery-picker';
import '@/renderers/h5/shared/surface.css';
import './delivery-flow.css';

/**
 * recruitmentflow: with ?deliveryId= that application opened (delivery.open: status, dated timeline,
 * notifications, what can be done); without it, the applications (the block's data, delivery.search) to pick from.
 */
export default function DeliveryFlow({ props, data, loading, error, reload, ctx }: BlockProps<Paged<Delivery>, PropsFor<'delivery-flow'>>) {
  const deliveryId = Number(ctx.query.get('deliveryId')) || 0;
  if (deliveryId) return <DeliveryDetail key={deliveryId} ctx={ctx} deliveryId={deliveryId} feedback={props.feedback} reloadList={reload} />;
  const list = itemsOf(data);
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={list.length === 0}>
      <DeliveryPicker ctx={ctx} deliveries={list} />
    </BlockState>
  );
}
