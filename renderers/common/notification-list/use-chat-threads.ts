import { useEndpoint } from '@/src/api/use-endpoint';
import type { Delivery } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import type { BlockContext } from '@/src/runtime/block-props';
import { subjectOf } from '@/renderers/common/delivery-list/subject';

/** The chat view's applications: the one ?deliveryId= picks, and each one's title for the thread's bubbles. */
export function useChatThreads(ctx: BlockContext) {
  const { data } = useEndpoint<Paged<Delivery>>('delivery.search', { page: 1, pageSize: 50 });
  const deliveries = data?.list ?? [];
  const selected = Number(ctx.query.get('deliveryId')) || null;
  const titleOf = (id: number) => {
    const d = deliveries.find((one) => one.id === id);
    return d ? subjectOf(d, ctx.timeZone).title : undefined;
  };
  return {
    deliveries,
    selected,
    current: deliveries.find((d) => d.id === selected),
    titleOf,
    pick: (id: number | null) => ctx.setQuery({ deliveryId: id ?? undefined }),
  };
}
