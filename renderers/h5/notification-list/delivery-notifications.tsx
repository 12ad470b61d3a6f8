import { useEndpoint } from '@/src/api/use-endpoint';
import type { DeliveryNotification } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import type { BlockContext } from '@/src/runtime/block-props';
import { NotificationFeed } from './notification-feed';

/** The notifications of one application, for the recruitmentflow page. */
export function DeliveryNotifications({ ctx, deliveryId }: { ctx: BlockContext; deliveryId: number }) {
  const { data } = useEndpoint<Paged<DeliveryNotification>>('delivery.notifications', { deliveryId, page: 1, pageSize: 50 });
  if (!data) return <div className="h5-notes__loading" aria-busy="true" />;
  return <NotificationFeed ctx={ctx} notifications={data.list} />;
}
