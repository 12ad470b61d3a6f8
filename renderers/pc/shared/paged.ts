import type { Paged } from '@/src/core/envelope';

/** A Paged answer, or a plain array (endpoints without paging), as one shape. */
export function asPaged<T>(data: Paged<T> | T[] | undefined, pageSize = 10): Paged<T> {
  if (Array.isArray(data)) return { list: data, total: data.length, page: 1, pageSize: data.length || pageSize };
  return data ?? { list: [], total: 0, page: 1, pageSize };
}

export function numberProp(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : fallback;
}

export function boolProp(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}
