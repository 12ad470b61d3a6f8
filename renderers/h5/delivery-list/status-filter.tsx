import { deliveryStatusLabels, type DeliveryStatus } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';

/** A scrolling row of status chips writing ?status= (and back to page 1); "all" removes it. */
export function StatusFilter({ ctx, statuses }: { ctx: BlockContext; statuses: DeliveryStatus[] }) {
  const current = ctx.query.get('status') ?? '';
  const options = [{ value: '', label: ctx.t('following.filter.all') }, ...statuses.map((s) => ({ value: s, label: ctx.t(deliveryStatusLabels[s]) }))];
  return (
    <div className="h5-deliveries__filter" role="group" aria-label={ctx.t('following.filter.label')}>
      {options.map((o) => (
        <button
          key={o.value || 'all'}
          type="button"
          className="h5-deliveries__chip"
          aria-pressed={o.value === current}
          onClick={() => ctx.setQuery({ status: o.value, page: undefined })}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
