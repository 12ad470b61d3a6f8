import { useLocation } from 'react-router-dom';
import type { NavItem } from '@/src/core/schema-types';
import type { BlockContext } from '@/src/runtime/block-props';
import { siteNavItems } from '@/renderers/common/site-nav-items';

export interface NavEntry {
  item: NavItem;
  key: string;
  href: string;
}

const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The h5 tab items (a reviewer's own when signed in), which one the current path belongs to, and whether the page is a tab page itself. */
export function useNavState(ctx: BlockContext) {
  const { pathname } = useLocation();
  const current = trim(pathname);
  const entries: NavEntry[] = siteNavItems(ctx, 'h5').map((item) => {
    const href = ctx.href(item.to);
    return { item, key: item.to, href: trim(href.split(/[?#]/)[0]) };
  });
  // the longest matching prefix wins, so "layout/recruitment" does not also light up "layout"
  let active: NavEntry | undefined;
  for (const entry of entries) {
    const hit = current === entry.href || current.startsWith(`${entry.href}/`);
    if (hit && (!active || entry.href.length > active.href.length)) active = entry;
  }
  const isTabPage = entries.some((entry) => entry.href === current);
  return { entries, activeKey: active?.key ?? null, isTabPage };
}
