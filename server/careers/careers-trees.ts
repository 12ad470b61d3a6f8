import type { TreeNode, Unit } from '@/src/core/entities';
import type { Db } from '@/server/db/database';
import { regionPrefix } from '@/server/sql/like';
import { openRegionCodes } from './positions';
import { regionTree } from '@/server/references/reference-queries';
import { unitTree } from '@/server/careers/unit-queries';

/** The region tree cut down to provinces and cities that have open positions (a filter stops above districts). */
export async function openRegionTree(db: Db, portalId: number, today: string): Promise<TreeNode[]> {
  const [tree, codes] = await Promise.all([regionTree(db), openRegionCodes(db, portalId, today)]);
  const has = (code: string) => codes.some((c) => c.startsWith(regionPrefix(code)));
  return tree
    .filter((province) => has(province.value))
    .map((province) => ({
      ...province,
      children: (province.children ?? []).filter((city) => has(city.value)).map((city) => ({ value: city.value, label: city.label })),
    }));
}

/** Units as a TreeNode tree (value = id). */
export function unitNodes(units: Unit[]): TreeNode[] {
  const toNode = (u: Unit): TreeNode => {
    const children = (u.children ?? []).map(toNode);
    return children.length > 0 ? { value: String(u.id), label: u.name, children } : { value: String(u.id), label: u.name };
  };
  return unitTree(units).map(toNode);
}
