import type { SearchConditions, TreeNode } from '@/src/core/entities';

export type FilterField = 'category' | 'region' | 'unit';

export const FIELDS: Record<FilterField, { queryKey: string; label: string; source: keyof Omit<SearchConditions, 'educations'> }> = {
  category: { queryKey: 'categoryId', label: 'filter.category', source: 'categories' },
  region: { queryKey: 'regionCode', label: 'filter.region', source: 'regions' },
  unit: { queryKey: 'unitId', label: 'filter.unit', source: 'units' },
};

export interface FlatOption {
  value: string;
  label: string;
  depth: number;
}

/** A tree as one list, parents before their children: a province is a choice of its own (it matches its cities). */
export function flatten(nodes: TreeNode[] | undefined, depth = 0, out: FlatOption[] = []): FlatOption[] {
  for (const node of nodes ?? []) {
    out.push({ value: String(node.value), label: node.label, depth });
    flatten(node.children, depth + 1, out);
  }
  return out;
}

export function fieldsOf(value: unknown): FilterField[] {
  const list = Array.isArray(value) ? value : ['category', 'region', 'unit'];
  return list.filter((name): name is FilterField => typeof name === 'string' && name in FIELDS);
}
