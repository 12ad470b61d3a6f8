// A cascader over ref.region (province -> city -> district), searched by typing; the value is the code of the last
// level chosen: a province or a city is an answer too (a preferred work location often is one).
import { useMemo } from 'react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { Cascader } from 'antd';
import type { CascaderRef } from 'antd/es/cascader';
import type { TreeNode } from '@/src/core/entities';
import { regionOptions, regionPath } from '@/renderers/common/region/region-tree';
import { useEndpoint } from '@/src/api/use-endpoint';
import { labelled } from './labelled';
import { ReadText } from './read-text';
import { useInputOnlyRequired } from './root-aria';

function useRegions(): { tree: TreeNode[] | undefined; loading: boolean } {
  const { data, isLoading } = useEndpoint<TreeNode[]>('ref.region');
  return { tree: Array.isArray(data) ? data : undefined, loading: isLoading };
}

export interface RegionCascaderProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  [aria: `aria-${string}`]: unknown;
}

function RegionCascaderBase({ value, onChange, placeholder, disabled, ...rest }: RegionCascaderProps) {
  const { tree, loading } = useRegions();
  const path = regionPath(tree, value).map((node) => node.value);
  const options = useMemo(() => (tree ? regionOptions(tree) : []), [tree]);
  const ref = useInputOnlyRequired<CascaderRef>(rest['aria-required']);
  return (
    <Cascader
      {...rest}
      ref={ref}
      placeholder={placeholder}
      disabled={disabled}
      loading={loading}
      options={options}
      changeOnSelect
      value={path}
      showSearch={{ filter: (input, options) => options.some((option) => String(option.label).includes(input)) }}
      onChange={(codes) => {
        const list = (codes ?? []) as string[];
        onChange?.(list.length > 0 ? String(list[list.length - 1]) : undefined);
      }}
      style={{ width: '100%' }}
    />
  );
}

function RegionText({ value }: { value?: unknown }) {
  const { tree } = useRegions();
  const path = regionPath(tree, value);
  return <ReadText>{path.length > 0 ? path.map((node) => node.label).join(' / ') : typeof value === 'string' ? value : ''}</ReadText>;
}

export const RegionCascader = connect(RegionCascaderBase, mapProps(labelled as never), mapReadPretty(RegionText));
