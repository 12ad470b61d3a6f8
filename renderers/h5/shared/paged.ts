import type { Paged } from '@/src/core/envelope';

/** Lists arrive either paged or as a plain array (hot units, banners). */
export function itemsOf<T>(data: Paged<T> | T[] | undefined | null): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : (data.list ?? []);
}

export function pageOf<T>(data: Paged<T> | T[] | undefined | null, query: URLSearchParams, pageSize: number) {
  if (data && !Array.isArray(data)) return { page: data.page, pageSize: data.pageSize || pageSize, total: data.total, capped: data.totalCapped };
  const page = Number(query.get('page')) || 1;
  return { page, pageSize, total: itemsOf(data).length };
}

export function numberProp(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function boolProp(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}
