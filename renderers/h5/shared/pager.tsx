import { Button } from 'antd-mobile';
import type { PagerProps } from '@/renderers/common/paged';
import { totalText } from '@/renderers/common/capped-count';
import './pager.css';

/** Prev/next paging through ?page=, so a page of results keeps a shareable URL. */
export function Pager({ ctx, page, pageSize, total, capped }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const go = (next: number) => {
    ctx.setQuery({ page: next });
    if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
  };
  return (
    <nav className="h5-pager" aria-label={ctx.t('h5.pager.label')}>
      <p className="h5-pager__total">{totalText(ctx, total, capped)}</p>
      {pages > 1 && (
        <div className="h5-pager__row">
          <Button className="h5-pager__button" color="primary" fill="outline" shape="rounded" disabled={page <= 1} onClick={() => go(page - 1)}>
            {ctx.t('pager.prev')}
          </Button>
          <bdi className="h5-pager__current" aria-live="polite">
            {ctx.t('h5.pager.pageOf', { page, pages })}
          </bdi>
          <Button className="h5-pager__button" color="primary" fill="outline" shape="rounded" disabled={page >= pages} onClick={() => go(page + 1)}>
            {ctx.t('pager.next')}
          </Button>
        </div>
      )}
    </nav>
  );
}
