import type { RefObject } from 'react';
import { Pagination } from 'antd';
import type { BlockContext } from '@/src/runtime/block-props';
import './shared.css';

interface PagerProps {
  ctx: BlockContext;
  page: number;
  pageSize: number;
  total: number;
  /** the list to bring back into view after a page change */
  scrollTarget?: RefObject<HTMLElement>;
}

/** antd Pagination writing ?page=; hidden when everything fits on one page. */
export function Pager({ ctx, page, pageSize, total, scrollTarget }: PagerProps) {
  if (total <= pageSize) return null;
  const onChange = (next: number) => {
    ctx.setQuery({ page: next });
    scrollTarget?.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  return (
    <nav className="pc-pager" aria-label={ctx.t('pc.pager.label')}>
      <Pagination
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        showQuickJumper={total / pageSize > 10}
        showTotal={(n) => ctx.t('pager.total', { total: n })}
        onChange={onChange}
      />
    </nav>
  );
}
