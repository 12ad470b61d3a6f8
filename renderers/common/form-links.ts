import type { BlockContext } from '@/src/runtime/block-props';
import type { FormLinkSpec } from '@/src/core/blocks/prop-types';
import { useVariantRoutes } from './variant-routes';

export type { FormLinkSpec } from '@/src/core/blocks/prop-types';

export interface FormLink {
  text: string;
  to: string;
}

/**
 * The links under a form (register, forgotten password, back to login): only those the variant has a route
 * for, and each carries the page's ?redirect= along, so the candidate still ends where they were going.
 */
export function useFormLinks(ctx: BlockContext, given: unknown): FormLink[] {
  const routes = useVariantRoutes(ctx);
  if (!routes.ready || !Array.isArray(given)) return [];
  const redirect = ctx.query.get('redirect');
  return (given as FormLinkSpec[])
    .filter((link) => link && typeof link.to === 'string' && routes.has(link.to))
    .map((link) => {
      const path = routes.path(link.to);
      const to = redirect && !path.includes('?') ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
      return { text: ctx.t(link.text), to };
    });
}
