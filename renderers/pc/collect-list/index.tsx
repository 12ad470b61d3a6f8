import { useRef } from 'react';
import { Empty } from 'antd';
import type { CollectedPosition } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { useCollectList } from '@/renderers/common/use-collect-list';
import { showMessage } from '@/renderers/pc/notifier';
import { blockState } from '@/renderers/pc/shared/block-state';
import { Pager } from '@/renderers/pc/shared/pager';
import { asPaged } from '@/renderers/common/paged';
import { CollectRow } from './collect-row';
import './collect-list.css';

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** collect-list (data collect.getCareer): the candidate's favourite positions, newest first, each removable. */
export default function CollectList(props: BlockProps<Paged<CollectedPosition>, PropsFor<'collect-list'>>) {
  const { ctx } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const { rows, removing, remove } = useCollectList(props);
  const paged = asPaged(props.data, props.props.pageSize);
  const state = blockState(props, { empty: false, rows: 6 });
  if (state) return state;
  if (rows.length === 0) {
    return (
      <div className="pc-state pc-state--empty pc-collect-list__empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ctx.t('applying.collectEmpty')}>
          <AppLink ctx={ctx} to={text(props.props.browsePath, 'recruitment/all/searchAll')} className="pc-link pc-collect-list__browse">
            {ctx.t('applying.collectBrowse')}
          </AppLink>
        </Empty>
      </div>
    );
  }
  const detailPath = text(props.props.detailPath, 'recruitmentview/{id}/{recruitType}');
  const onRemove = async (p: CollectedPosition) => {
    if (!(await remove(p))) return;
    showMessage('success', ctx.t('applying.collectRemoved'));
    // the row is gone: the list keeps the focus
    listRef.current?.focus();
  };
  return (
    <div className="pc-collect-list">
      <ul className="pc-collect-list__list" aria-label={ctx.t('applying.collectList')} ref={listRef} tabIndex={-1}>
        {rows.map((p) => (
          <CollectRow key={p.id} ctx={ctx} position={p} to={fillPath(detailPath, p)} removing={removing === p.id} onRemove={() => void onRemove(p)} />
        ))}
      </ul>
      <Pager ctx={ctx} page={paged.page} pageSize={paged.pageSize} total={paged.total} scrollTarget={listRef} />
    </div>
  );
}
