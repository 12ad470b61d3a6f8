import type { Paged } from '@/src/core/envelope';
import type { BlockContext } from '@/src/runtime/block-props';

// Lists arrive either paged or as a plain array (hot units, banners, endpoints without paging); pc draws a
// Paged, h5 its items and a page footer: both read the answer here.

/** A Paged answer, or a plain array, as one shape. */
export function asPaged<T>(data: Paged<T> | T[] | undefined, pageSize = 10): Paged<T> {
  if (Array.isArray(data)) return { list: data, total: data.length, page: 1, pageSize: data.length || pageSize };
  return data ?? { list: [], total: 0, page: 1, pageSize };
}

/** The items of a Paged answer or a plain array. */
export function itemsOf<T>(data: Paged<T> | T[] | undefined | null): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : (data.list ?? []);
}

/** Where a list stands: the answer's page, or for a plain array the page the query asks for. */
export function pageOf<T>(data: Paged<T> | T[] | undefined | null, query: URLSearchParams, pageSize: number) {
  if (data && !Array.isArray(data)) return { page: data.page, pageSize: data.pageSize || pageSize, total: data.total, capped: data.totalCapped };
  const page = Number(query.get('page')) || 1;
  return { page, pageSize, total: itemsOf(data).length };
}

/** Where a list's pager stands; each terminal draws it (pc antd Pagination, h5 prev/next). */
export interface PagerProps {
  ctx: BlockContext;
  page: number;
  pageSize: number;
  total: number;
  /** the total is where counting stopped: 共 N+ 条 */
  capped?: boolean;
}
