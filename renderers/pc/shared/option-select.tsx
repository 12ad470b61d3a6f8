// A select whose options come from a ref.terms dictionary, an endpoint's list (publish.scope's units) or items the
// page writes (roles), or a tree select over a tree answer (ref.careercategory); one value or several.
import { Select, TreeSelect, type RefSelectProps as RefSelect } from 'antd';
import { useInputOnlyRequired } from '@/renderers/pc/fields/root-aria';
import type { RecordOptions } from '@/src/core/blocks/record-types';
import type { BlockContext } from '@/src/runtime/block-props';
import { useOptions } from '@/renderers/common/record/use-options';

type Value = string | number | (string | number)[];

interface SelectProps {
  ctx: BlockContext;
  options: RecordOptions;
  /** several values: a list */
  multiple?: boolean;
  value?: Value;
  onChange?: (value: Value | undefined) => void;
  id?: string;
  placeholder?: string;
  [aria: `aria-${string}`]: unknown;
}

export function OptionSelect({ ctx, options: o, multiple, value, onChange, ...rest }: SelectProps) {
  const { options, isLoading } = useOptions(ctx, o);
  const ref = useInputOnlyRequired<RefSelect>(rest['aria-required']);
  const common = { ...rest, ref, value: value ?? undefined, loading: isLoading, allowClear: true, style: { width: '100%' }, onChange: (next: unknown) => onChange?.((next ?? undefined) as Value | undefined) };
  if (o.tree) {
    return <TreeSelect {...common} multiple={multiple} treeData={options} fieldNames={{ label: 'label', value: 'value', children: 'children' }} showSearch treeNodeFilterProp="label" treeDefaultExpandAll />;
  }
  return (
    <Select
      {...common}
      mode={multiple ? 'multiple' : undefined}
      options={options}
      showSearch
      optionFilterProp="label"
      optionRender={(option) => <span style={{ paddingInlineStart: (option.data.depth ?? 0) * 16 }}>{option.label}</span>}
    />
  );
}
