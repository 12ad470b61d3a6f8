import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Position } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { fillPath } from '@/renderers/common/fill-path';
import { blockState } from '@/renderers/pc/shared/block-state';
import { Pager } from '@/renderers/pc/shared/pager';
import { asPaged } from '@/renderers/common/paged';
import { PositionRow } from './position-row';
import './position-list.css';

const DEFAULT_DETAIL = 'recruitmentview/{id}/{recruitType}';

export default function PositionList(props: BlockProps<Paged<Position>, PropsFor<'position-list'>>) {
  const { ctx } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const pageSize = props.props.pageSize;
  const compact = props.props.compact;
  const paged = asPaged(props.data, pageSize);
  const state = blockState(props, { empty: paged.list.length === 0, rows: compact ? 4 : 6 });
  if (state) return state;

  const detailPath = props.props.detailPath ?? DEFAULT_DETAIL;
  // the detail opens in a new tab without the header, and knows where it was opened from
  const back = encodeURIComponent(location.pathname + location.search);
  const hrefOf = (p: Position) => `${ctx.href(fillPath(detailPath, p))}/${back}?headStyle=false`;

  return (
    <div className={`pc-positions${compact ? ' pc-positions--compact' : ''}`} ref={listRef}>
      <ul className="pc-positions__list" aria-label={ctx.t('pc.list.positions')}>
        {paged.list.map((p) => (
          <PositionRow key={p.id} ctx={ctx} position={p} href={hrefOf(p)} compact={compact} />
        ))}
      </ul>
      {props.props.pager && (
        <Pager ctx={ctx} page={paged.page} pageSize={paged.pageSize} total={paged.total} capped={paged.totalCapped} scrollTarget={listRef} />
      )}
    </div>
  );
}
