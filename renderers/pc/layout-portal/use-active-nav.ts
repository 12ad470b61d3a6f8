import { useLocation } from 'react-router-dom';
import type { NavItem } from '@/src/core/schema-types';
import type { BlockContext } from '@/src/runtime/block-props';

/** Index of the nav item the current path is in (the longest matching href), or -1. */
export function useActiveNav(ctx: BlockContext, items: NavItem[]): number {
  const { pathname } = useLocation();
  let best = -1;
  let bestLength = -1;
  items.forEach((item, i) => {
    const href = ctx.href(item.to).split(/[?#]/)[0].replace(/\/$/, '');
    const inside = pathname === href || pathname.startsWith(`${href}/`);
    if (inside && href.length > bestLength) [best, bestLength] = [i, href.length];
  });
  return best;
}

/** The home page shows no title band: the banner and search lead it. */
export function useIsHome(ctx: BlockContext): boolean {
  const { pathname } = useLocation();
  const home = ctx.href(ctx.homePath);
  return pathname === home || pathname === `${ctx.site.variantBase}` || pathname === `${ctx.site.variantBase}/`;
}
