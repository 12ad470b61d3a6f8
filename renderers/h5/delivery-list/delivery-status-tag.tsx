import { deliveryStatusLabels, type DeliveryStatus } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';
import '@/renderers/h5/shared/block-state.css';
import './delivery-status.css';

/** The spec's Chinese status label, coloured per status (AA contrast on its tint). */
export function DeliveryStatusTag({ ctx, status }: { ctx: BlockContext; status: DeliveryStatus }) {
  const label = deliveryStatusLabels[status];
  return (
    <span className={`h5-delivery-status h5-delivery-status--${status}`}>
      <span className="h5-visually-hidden">{ctx.t('following.status')}: </span>
      {label ? ctx.t(label) : status}
    </span>
  );
}
