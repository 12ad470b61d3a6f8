// Counts the server stopped at (to stay fast at 100k rows, totals past 1000 are not counted row by row): shown as "1000+".
import type { BlockContext } from '@/src/runtime/block-props';

/** 共 N 条, or 共 N+ 条 when the list counted no further. */
export function totalText(ctx: BlockContext, total: number, capped?: boolean): string {
  return ctx.t(capped ? 'pager.totalCapped' : 'pager.total', { total });
}

/** A tab's count as shown: "1000+" when it stopped there. */
export function countText(ctx: BlockContext, count: number, capped?: boolean): string {
  return capped ? ctx.t('count.capped', { count }) : String(count);
}
