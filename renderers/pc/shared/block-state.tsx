import type { ReactNode } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import type { BlockProps } from '@/src/runtime/block-props';
import { missingSubject } from '@/renderers/common/missing-subject';
import '@/renderers/common/base.css';
import './shared.css';

interface StateOptions {
  /** nothing to list once loaded */
  empty: boolean;
  /** skeleton rows while loading */
  rows?: number;
}

/**
 * What a data block draws instead of its content: a skeleton while the first answer loads, an error with a
 * retry, or the empty state. null when the block has something to draw (stale data stays on a failed reload).
 */
export function blockState({ data, loading, error, reload, ctx }: BlockProps<unknown>, { empty, rows = 4 }: StateOptions): ReactNode {
  if (data === undefined && loading) {
    return (
      <div className="pc-state pc-state--loading" aria-busy="true">
        <span className="cm-visually-hidden" role="status">
          {ctx.t('block.loading')}
        </span>
        <Skeleton active title={false} paragraph={{ rows }} />
      </div>
    );
  }
  const missing = data === undefined ? missingSubject(error, ctx) : null;
  if (missing) {
    return (
      <div className="pc-state pc-state--missing" role="alert">
        <p className="pc-state__title">{missing.text}</p>
        <p className="pc-state__text">{missing.hint}</p>
        <a className="pc-state__link" href={missing.home}>
          {missing.homeLabel}
        </a>
      </div>
    );
  }
  if (data === undefined && error) {
    return (
      <div className="pc-state pc-state--error" role="alert">
        <span className="pc-state__text">{ctx.t('block.loadFailed')}</span>
        <Button onClick={reload}>{ctx.t('block.retry')}</Button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className="pc-state pc-state--empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ctx.t('block.empty')} />
      </div>
    );
  }
  return null;
}
