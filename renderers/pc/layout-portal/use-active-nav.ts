import { useLocation } from 'react-router-dom';
import type { NavItem } from '@/src/core/schema-types';
import type { BlockContext } from '@/src/runtime/block-props';

const bare = (href: string) => href.split(/[?#]/)[0].replace(/\/$/, '');

/**
 * Index of the nav item the current path is in, or -1: an item is current on its own path and on the paths below
 * it (`user` on `user/favourites`), the longest href winning. The home (the route file's home, or the variant's
 * root) is current only on itself: every page lies below the root.
 */
export function useActiveNav(ctx: BlockContext, items: NavItem[]): number {
  const { pathname } = useLocation();
  const homes = new Set([bare(ctx.href(ctx.homePath)), bare(ctx.site.variantBase)]);
  const here = bare(pathname);
  let best = -1;
  let bestLength = -1;
  items.forEach((item, i) => {
    const href = bare(ctx.href(item.to));
    const inside = homes.has(href) ? homes.has(here) : here === href || here.startsWith(`${href}/`);
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
