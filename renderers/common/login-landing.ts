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

type RoleLanding = { role: string; to: string };

/** The first landing whose role the account holds (a censor account's workspace by what it may do). */
function byRole(landings: unknown, roles: readonly string[] | undefined): string | undefined {
  if (!Array.isArray(landings) || !roles) return undefined;
  return (landings as RoleLanding[]).find((l) => roles.includes(l.role))?.to;
}

/**
 * Where a successful login lands: a same-origin ?redirect=, else the first of props.navigateByRole the account's
 * roles allow, else props.navigate (h5 pages under layout/ add "layout/"), else home, in the variant of the
 * signed-in site. An account that must change its password goes to props.passwordChange first, that landing as its
 * ?redirect=.
 */
export function useLoginLanding(
  ctx: BlockContext,
  navigate: unknown,
  home: string,
  navigateByRole?: unknown,
  passwordChange?: unknown,
): (site: SiteContext, roles?: readonly string[], mustChangePassword?: boolean) => string {
  const routes = useVariantRoutes(ctx);
  return (site, roles, mustChangePassword) => {
    const wanted = byRole(navigateByRole, roles) ?? navigate;
    const to = typeof wanted === 'string' && wanted ? routes.path(wanted) : home;
    const landing = safeReturnPath(ctx.query.get('redirect'), toHref(site.variantBase, to));
    // a first or reset password is changed before anything else; the change then goes on to the landing
    if (!mustChangePassword || typeof passwordChange !== 'string' || !passwordChange) return landing;
    return `${toHref(site.variantBase, routes.path(passwordChange))}?${new URLSearchParams({ redirect: landing }).toString()}`;
  };
}
