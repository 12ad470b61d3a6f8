import type { ReactNode } from 'react';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import type { BlockContext } from '@/src/runtime/block-props';
import './block-state.css';

interface BlockStateProps {
  ctx: BlockContext;
  loading: boolean;
  error: unknown;
  reload: () => void;
  /** true when there is nothing to show once loaded */
  empty: boolean;
  rows?: number;
  children: ReactNode;
}

/** Loading skeleton, failure with retry, or the empty state; otherwise the block's own content. */
export function BlockState({ ctx, loading, error, reload, empty, rows = 3, children }: BlockStateProps) {
  if (loading && empty) {
    return (
      <div className="h5-state h5-state--loading" aria-busy="true">
        <span className="h5-visually-hidden">{ctx.t('block.loading')}</span>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={rows} animated />
      </div>
    );
  }
  if (error && empty) {
    return (
      <div className="h5-state" role="status">
        <ErrorBlock status="disconnected" title={ctx.t('block.loadFailed')} description="">
          <Button color="primary" fill="outline" onClick={reload}>
            {ctx.t('block.retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  if (empty) {
    return (
      <div className="h5-state" role="status">
        <ErrorBlock status="empty" title={ctx.t('block.empty')} description="" />
      </div>
    );
  }
  return <>{children}</>;
}
