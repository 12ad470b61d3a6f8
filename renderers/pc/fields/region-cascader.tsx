// A cascader over ref.region (province -> city); the value is the code of the last level chosen.
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { Cascader } from 'antd';
import type { CascaderRef } from 'antd/es/cascader';
import type { TreeNode } from '@/src/core/entities';
import { useEndpoint } from '@/src/api/use-endpoint';
import { labelled } from './labelled';
import { ReadText } from './read-text';
import { useInputOnlyRequired } from './root-aria';

interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

/** A province without cities is a leaf (the API gives it an empty children list). */
function toOptions(nodes: TreeNode[]): RegionOption[] {
  return nodes.map((node) =>
    node.children && node.children.length > 0 ? { value: node.value, label: node.label, children: toOptions(node.children) } : { value: node.value, label: node.label },
  );
}

/** The nodes from the root to `code`, or [] when the tree does not hold it. */
export function regionPath(nodes: TreeNode[] | undefined, code: unknown): TreeNode[] {
  if (typeof code !== 'string' || code === '' || !nodes) return [];
  for (const node of nodes) {
    if (node.value === code) return [node];
    const below = regionPath(node.children, code);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

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
  const ref = useInputOnlyRequired<CascaderRef>(rest['aria-required']);
  return (
    <Cascader
      {...rest}
      ref={ref}
      placeholder={placeholder}
      disabled={disabled}
      loading={loading}
      options={tree ? toOptions(tree) : []}
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
