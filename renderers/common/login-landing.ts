// A login-form may sign in to another domain than its page's (the censorlogin pages sign reviewers in to the
// censor domain, where a saved user is a reviewer): the session is kept for that domain, and the landing page is the same variant
// under it, so that the reviewer counts as one there.
import { safeReturnPath } from '@/src/core/safe-path';
import type { BlockContext } from '@/src/runtime/block-props';
import { toHref } from '@/src/runtime/use-block-context';
import { makeSiteContext, type SiteContext } from '@/src/site/site-context';
import { useVariantRoutes } from './variant-routes';

const DOMAINS = ['portal', 'censor'];

/** The site the login signs in to: the page's own, or the same variant under props.domain (its domain goes to login()). */
export function loginSite(ctx: BlockContext, domain: unknown): SiteContext {
  if (typeof domain !== 'string' || !DOMAINS.includes(domain) || domain === ctx.site.domain) return ctx.site;
  return makeSiteContext({ ...ctx.site, domain }, ctx.site.template, ctx.site.terminal);
}

/**
 * Where a successful login lands: a same-origin ?redirect=, else props.navigate (h5 pages under layout/ add
 * "layout/"), else home, in the variant of the signed-in site.
 */
export function useLoginLanding(ctx: BlockContext, navigate: unknown, home: string): (site: SiteContext) => string {
  const routes = useVariantRoutes(ctx);
  return (site) => {
    const to = typeof navigate === 'string' && navigate ? routes.path(navigate) : home;
    return safeReturnPath(ctx.query.get('redirect'), toHref(site.variantBase, to));
  };
}
