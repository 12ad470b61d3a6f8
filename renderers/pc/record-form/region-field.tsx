// The GB/T 2260 cascade of ref.region, as the resume's region field reads it (renderers/common/region): the value
// is the code of the last level chosen.
import { useMemo } from 'react';
import { Cascader } from 'antd';
import type { TreeNode } from '@/src/core/entities';
import { useEndpoint } from '@/src/api/use-endpoint';
import { regionOptions, regionPath } from '@/renderers/common/region/region-tree';

interface RegionProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  placeholder?: string;
  [aria: `aria-${string}`]: unknown;
}

export function RegionField({ value, onChange, id, placeholder, ...aria }: RegionProps) {
  const { data, isLoading } = useEndpoint<TreeNode[]>('ref.region');
  const tree = Array.isArray(data) ? data : undefined;
  const options = useMemo(() => (tree ? regionOptions(tree) : []), [tree]);
  return (
    <Cascader
      {...aria}
      id={id}
      placeholder={placeholder}
      loading={isLoading}
      options={options}
      changeOnSelect
      value={regionPath(tree, value).map((node) => node.value)}
      showSearch={{ filter: (input, path) => path.some((option) => String(option.label).includes(input)) }}
      onChange={(codes) => {
        const list = (codes ?? []) as string[];
        onChange?.(list.length > 0 ? String(list[list.length - 1]) : undefined);
      }}
      style={{ width: '100%' }}
    />
  );
}
