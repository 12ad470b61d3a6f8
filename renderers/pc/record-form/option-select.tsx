// A select (of one value, or several: multiple) whose options are the page's own items, or come from a ref.terms
// dictionary or an endpoint's list (publish.scope's units); or a tree select over a tree answer (ref.careercategory).
import { Select, TreeSelect, type RefSelectProps as RefSelect } from 'antd';
import { useInputOnlyRequired } from '@/renderers/pc/fields/root-aria';
import type { RecordOptions } from '@/src/core/blocks/record-types';
import type { EndpointName } from '@/src/core/endpoints';
import { useEndpoint } from '@/src/api/use-endpoint';
import type { BlockContext } from '@/src/runtime/block-props';
import { localizeTerms } from '@/src/i18n/term-text';
import type { Term } from '@/src/core/entities';

interface Option {
  value: string | number;
  label: string;
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
    return { value, label: String(item[labelKey] ?? value), ...(children ? { children } : {}) };
  });
}

type Value = string | number | (string | number)[];

interface SelectProps {
  ctx: BlockContext;
  options: RecordOptions;
  /** several values (an array) */
  multiple?: boolean;
  value?: Value;
  onChange?: (value: Value | undefined) => void;
  id?: string;
  placeholder?: string;
  [aria: `aria-${string}`]: unknown;
}

export function OptionSelect({ ctx, options: o, multiple, value, onChange, ...rest }: SelectProps) {
  const endpoint: EndpointName | null = o.items ? null : o.dictionary ? 'ref.terms' : (o.endpoint ?? null);
  const { data, isLoading } = useEndpoint(endpoint, o.dictionary ? { type: o.dictionary } : {});
  const fetched = o.dictionary ? localizeTerms(ctx.t, o.dictionary, listOf(data) as Term[]) : listOf(data, o.list);
  const items = o.items ? o.items.map((i) => ({ value: i.value, label: ctx.t(i.label) })) : fetched;
  const options = toOptions(items, o, o.value ?? (o.dictionary ? 'code' : 'value'), o.label ?? (o.dictionary ? 'name' : 'label'));
  const ref = useInputOnlyRequired<RefSelect>(rest['aria-required']);
  const common = { ...rest, ref, value: value ?? undefined, loading: isLoading, allowClear: true, style: { width: '100%' }, onChange: (next: unknown) => onChange?.((next ?? undefined) as Value | undefined) };
  if (o.tree) {
    return <TreeSelect {...common} treeData={options} fieldNames={{ label: 'label', value: 'value', children: 'children' }} showSearch treeNodeFilterProp="label" treeDefaultExpandAll />;
  }
  return <Select {...common} mode={multiple ? 'multiple' : undefined} options={options} showSearch optionFilterProp="label" />;
}
