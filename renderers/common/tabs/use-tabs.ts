// The kit-free part of the tabs block: which tab is active (a param such as "$route.activeKey|resume"),
// which child block each tab shows (the child whose id is the tab's key), and where choosing a tab leads.
import type { Block } from '@/src/core/schema-types';
import type { BlockContext } from '@/src/runtime/block-props';
import { resolveValue } from '@/src/runtime/resolve-params';
import { fillPath } from '@/renderers/common/fill-path';
import { useVariantRoutes } from '@/renderers/common/variant-routes';

import type { TabSpec } from '@/src/core/blocks/prop-types';

export type { TabSpec } from '@/src/core/blocks/prop-types';

export interface TabsState {
  tabs: Array<TabSpec & { block: Block | undefined }>;
  active: string;
  choose: (key: string) => void;
}

export function useTabs(props: Record<string, unknown>, blocks: Block[] | undefined, ctx: BlockContext): TabsState {
  const routes = useVariantRoutes(ctx);
  const specs = (Array.isArray(props.tabs) ? (props.tabs as TabSpec[]) : []).filter((t) => t && typeof t.key === 'string');
  const tabs = specs.map((t) => ({ ...t, block: blocks?.find((b) => b.id === t.key) }));
  const wanted = typeof props.activeKey === 'string' ? resolveValue(props.activeKey, { route: ctx.params, query: ctx.query, site: { ...ctx.site } }) : undefined;
  const active = tabs.some((t) => t.key === String(wanted)) ? String(wanted) : (tabs[0]?.key ?? '');
  const pattern = typeof props.path === 'string' ? props.path : '?tab={key}';

  const choose = (key: string) => {
    if (key === active) return;
    const target = fillPath(pattern, { key });
    if (target.startsWith('?')) {
      // a query pattern keeps the rest of the query (a ?redirect= of a sign-up, say)
      const patch: Record<string, string> = {};
      new URLSearchParams(target).forEach((value, name) => (patch[name] = value));
      ctx.setQuery(patch);
      return;
    }
    ctx.navigate(routes.path(target));
  };
  return { tabs, active, choose };
}
