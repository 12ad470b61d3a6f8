// The GB/T 2260 tree of ref.region as both terminals' pickers read it: the path to a code, the options a cascade
// draws, and the divisions whose name holds what a candidate types.
import type { TreeNode } from '@/src/core/entities';

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

/** The nodes from the root down to `code`, or [] when the tree does not hold it. */
export function regionPath(nodes: TreeNode[] | undefined, code: unknown): TreeNode[] {
  if (typeof code !== 'string' || code === '' || !nodes) return [];
  for (const node of nodes) {
    if (node.value === code) return [node];
    const below = regionPath(node.children, code);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** A division without divisions below it (Taiwan, a city without districts) is a leaf: no empty column to pick from. */
export function regionOptions(nodes: TreeNode[]): RegionOption[] {
  return nodes.map((node) =>
    node.children && node.children.length > 0 ? { value: node.value, label: node.label, children: regionOptions(node.children) } : { value: node.value, label: node.label },
  );
}

export interface RegionMatch {
  value: string;
  /** the division with the divisions above it: 河北省 石家庄市 长安区 */
  path: string[];
}

/**
 * The divisions whose name holds `word`, each with its path, the higher ones first (a province before a city
 * of the same name), at most `limit`: 朝阳 finds 北京市 朝阳区 and 辽宁省 朝阳市 with its 朝阳县.
 */
export function searchRegions(tree: TreeNode[], word: string, limit = 50): RegionMatch[] {
  const wanted = word.trim();
  if (!wanted) return [];
  const found: Array<RegionMatch & { depth: number; order: number }> = [];
  const walk = (nodes: TreeNode[], above: string[]) => {
    for (const node of nodes) {
      const path = [...above, node.label];
      if (node.label.includes(wanted)) found.push({ value: node.value, path, depth: above.length, order: found.length });
      walk(node.children ?? [], path);
    }
  };
  walk(tree, []);
  return found
    .sort((a, b) => a.depth - b.depth || a.order - b.order)
    .slice(0, limit)
    .map(({ value, path }) => ({ value, path }));
}
