import { useLocation } from 'react-router-dom';
import type { BlockContext } from '@/src/runtime/block-props';

/**
 * The h5 route files put the portal pages under "layout/" (spec: {base}/default/h5/layout/...), while the
 * documented defaults are terminal-blind ("notice/{id}"). A default path therefore gains "layout/" when
 * the current page sits there; a path given in the schema's props is used as written.
 */
export function useDefaultPath(ctx: BlockContext, given: unknown, fallback: string): string {
  const { pathname } = useLocation();
  if (typeof given === 'string' && given) return given;
  const underLayout = pathname.startsWith(ctx.href('layout/'));
  return underLayout && !fallback.startsWith('layout/') && !fallback.startsWith('/') ? `layout/${fallback}` : fallback;
}
