// Where a record block's options come from (a select's, the labels of an audit change's values): items the page
// writes, a ref.terms dictionary, or an endpoint's list (a tree's children kept, a flat tree's depth read).
import type { RecordOptions } from '@/src/core/blocks/record-types';
import type { EndpointName } from '@/src/core/endpoints';
import type { Term } from '@/src/core/entities';
import { useEndpoint } from '@/src/api/use-endpoint';
import type { BlockContext } from '@/src/runtime/block-props';
import { localizeTerms } from '@/src/i18n/term-text';

export interface Option {
  value: string | number;
  label: string;
  /** its depth in a tree given flat (admin.units): the option is indented, the chosen value is not */
  depth?: number;
  children?: Option[];
}

function listOf(data: unknown, list?: string): unknown[] {
  const inner = list && data && typeof data === 'object' ? (data as Record<string, unknown>)[list] : data;
  return Array.isArray(inner) ? inner : [];
}

function toOptions(items: unknown[], o: RecordOptions, valueKey: string, labelKey: string): Option[] {
  return items.map((raw) => {
    const item = raw as Record<string, unknown>;
    const value = o.number ? Number(item[valueKey]) : String(item[valueKey] ?? '');
    const children = o.tree && Array.isArray(item.children) && item.children.length > 0 ? toOptions(item.children, o, valueKey, labelKey) : undefined;
    const depth = o.indent ? Math.max(0, Math.min(8, Number(item[o.indent]) || 0)) : 0;
    return { value, label: String(item[labelKey] ?? value), ...(depth ? { depth } : {}), ...(children ? { children } : {}) };
  });
}

/** The options of `o`: the page's items, a dictionary's terms or an endpoint's list (none asked: none). */
export function useOptions(ctx: BlockContext, o: RecordOptions): { options: Option[]; isLoading: boolean } {
  const endpoint: EndpointName | null = o.items ? null : o.dictionary ? 'ref.terms' : (o.endpoint ?? null);
  const { data, isLoading } = useEndpoint(endpoint, o.dictionary ? { type: o.dictionary } : {});
  if (o.items) return { options: o.items.map((item) => ({ value: o.number ? Number(item.value) : item.value, label: ctx.t(item.label) })), isLoading: false };
  const items = o.dictionary ? localizeTerms(ctx.t, o.dictionary, listOf(data) as Term[]) : listOf(data, o.list);
  return { options: toOptions(items, o, o.value ?? (o.dictionary ? 'code' : 'value'), o.label ?? (o.dictionary ? 'name' : 'label')), isLoading };
}
