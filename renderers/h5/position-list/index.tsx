import type { Position } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { fillPath } from '@/renderers/common/fill-path';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { itemsOf, pageOf } from '@/renderers/common/paged';
import { Pager } from '@/renderers/h5/shared/pager';
import { useDefaultPath } from '@/renderers/h5/shared/paths';
import { PositionRow } from './position-row';
import '@/renderers/h5/shared/surface.css';
import './position-list.css';

/** On a phone the detail opens in the same tab: the back arrow returns to this page of results. */
export default function PositionList({ props, data, loading, error, reload, ctx }: BlockProps<Paged<Position>, PropsFor<'position-list'>>) {
  const detailPath = useDefaultPath(ctx, props.detailPath, 'recruitmentview/{id}/{recruitType}');
  const positions = itemsOf(data);
  const paging = pageOf(data, ctx.query, props.pageSize);
  const compact = props.compact;
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={positions.length === 0}>
      <ul className="h5-cards" aria-busy={loading || undefined}>
        {positions.map((position) => (
          <PositionRow key={position.id} ctx={ctx} position={position} compact={compact} to={fillPath(detailPath, position)} />
        ))}
      </ul>
      {props.pager && <Pager ctx={ctx} {...paging} />}
    </BlockState>
  );
}
