import { Radio } from 'antd';
import { deliveryStatusLabels, type DeliveryStatus } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';

/** Status choices writing ?status= (and back to page 1); "all" removes it. */
export function StatusFilter({ ctx, statuses }: { ctx: BlockContext; statuses: DeliveryStatus[] }) {
  const current = ctx.query.get('status') ?? '';
  const options = [
    { value: '', label: ctx.t('following.filter.all') },
    ...statuses.map((status) => ({ value: status, label: ctx.t(deliveryStatusLabels[status]) })),
  ];
  return (
    <div className="pc-deliveries__filter" role="group" aria-label={ctx.t('following.filter.label')}>
      <Radio.Group
        optionType="button"
        options={options}
        value={current}
        onChange={(e) => ctx.setQuery({ status: e.target.value as string, page: undefined })}
      />
    </div>
  );
}
