import { lazy, Suspense, type RefObject } from 'react';
import type { PagerProps } from '@/renderers/common/paged';
import './shared.css';

const PagerPagination = lazy(() => import('./pager-pagination'));

interface PcPagerProps extends PagerProps {
  /** the list to bring back into view after a page change */
  scrollTarget?: RefObject<HTMLElement>;
}

/** antd Pagination writing ?page=, loaded only when there is more than one page; hidden when everything fits on one. */
export function Pager({ ctx, page, pageSize, total, capped, scrollTarget }: PcPagerProps) {
  if (total <= pageSize) return null;
  const onChange = (next: number) => {
    ctx.setQuery({ page: next });
    scrollTarget?.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  return (
    <nav className="pc-pager" aria-label={ctx.t('pc.pager.label')}>
      {/* the pager's height is kept while it loads: the page does not jump */}
      <Suspense fallback={<div className="pc-pager__placeholder" aria-hidden="true" />}>
        <PagerPagination ctx={ctx} page={page} pageSize={pageSize} total={total} capped={capped} onChange={onChange} />
      </Suspense>
    </nav>
  );
}
