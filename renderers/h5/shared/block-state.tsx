import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { Glyph } from '@/renderers/h5/shared/glyphs';
import { missingSubject } from '@/renderers/common/missing-subject';
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

/**
 * Loading skeleton, failure with retry, or the empty state; otherwise the block's own content.
 * Not antd-mobile's ErrorBlock: it bundles four illustrations (about 10 kB gzip) into every list page.
 */
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
  const missing = empty ? missingSubject(error, ctx) : null;
  if (missing) {
    return (
      <div className="h5-state" role="alert">
        <Glyph name="file" className="h5-state__icon" aria-hidden />
        <p className="h5-state__title">{missing.text}</p>
        <p className="h5-state__text">{missing.hint}</p>
        <a className="h5-state__link" href={missing.home}>
          {missing.homeLabel}
        </a>
      </div>
    );
  }
  if (error && empty) {
    return (
      <div className="h5-state" role="status">
        <Glyph name="alert" className="h5-state__icon" aria-hidden />
        <p className="h5-state__text">{ctx.t('block.loadFailed')}</p>
        <Button className="h5-state__retry" color="primary" fill="outline" shape="rounded" onClick={reload}>
          {ctx.t('block.retry')}
        </Button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className="h5-state" role="status">
        <Glyph name="file" className="h5-state__icon" aria-hidden />
        <p className="h5-state__text">{ctx.t('block.empty')}</p>
      </div>
    );
  }
  return <>{children}</>;
}
