import { Tag } from 'antd';
import { deliveryStatusLabels, type DeliveryStatus } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';
import './delivery-status.css';

/** The spec's Chinese status label, coloured per status (colours in delivery-status.css keep AA contrast). */
export function DeliveryStatusTag({ ctx, status }: { ctx: BlockContext; status: DeliveryStatus }) {
  const label = deliveryStatusLabels[status];
  return (
    <Tag bordered={false} className={`pc-delivery-status pc-delivery-status--${status}`}>
      <span className="cm-visually-hidden">{ctx.t('following.status')}: </span>
      {label ? ctx.t(label) : status}
    </Tag>
  );
}
