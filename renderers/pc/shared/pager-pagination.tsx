// antd Pagination for the Pager, in its own chunk: with its select, virtual list and triggers it weighs some
// 35-45 kB gzip, and most pages (every home) never show a pager.
import { Pagination } from 'antd';
import type { BlockContext } from '@/src/runtime/block-props';
import { totalText } from '@/renderers/common/capped-count';

export interface PagerPaginationProps {
  ctx: BlockContext;
  page: number;
  pageSize: number;
  total: number;
  /** the total is where counting stopped: 共 N+ 条 */
  capped?: boolean;
  onChange: (page: number) => void;
}

export default function PagerPagination({ ctx, page, pageSize, total, capped, onChange }: PagerPaginationProps) {
  return (
    <Pagination
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      showQuickJumper={total / pageSize > 10}
      showTotal={(n) => totalText(ctx, n, capped)}
      onChange={onChange}
    />
  );
}
