import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useEndpoint } from '@/src/api/use-endpoint';
import type { Delivery } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';
import type { KitServices } from '@/renderers/common/kit-services';
import { useDeliveryActions } from '@/renderers/common/delivery-list/use-delivery-actions';

/**
 * One opened application: its data, the way back to the list, and its actions. A withdrawal leaves the
 * detail (the application is gone); #feedback scrolls to the feedback form once the data is in.
 */
export function useDeliveryDetail(ctx: BlockContext, kit: KitServices, deliveryId: number, reloadList: () => void) {
  const { hash } = useLocation();
  const left = useRef(false);
  const { data, error, mutate } = useEndpoint<Delivery>('delivery.open', { deliveryId });
  const back = () => ctx.setQuery({ deliveryId: undefined });
  const actions = useDeliveryActions(ctx, kit, {
    change: (_id, next) => {
      if (next) return void mutate(next, { revalidate: false });
      left.current = true;
      back();
    },
    reload: () => {
      reloadList();
      if (!left.current) void mutate();
    },
  });

  useEffect(() => {
    if (data && hash === '#feedback') document.getElementById('feedback')?.scrollIntoView?.({ block: 'start' });
  }, [data, hash]);

  return { delivery: data, error, back, actions };
}
