// Which navigation the frame draws: the site's, or the reviewers' own (siteFile.reviewerNav) for a signed-in
// reviewer, who has no use for the candidates' pages (their user centre refuses a reviewer's token).
import type { NavItem, Terminal } from '@/src/core/schema-types';
import type { BlockContext } from '@/src/runtime/block-props';
import { CENSOR_DOMAIN } from '@/src/session/token-store';

/** A saved user of the censor domain, on a page of the censor domain: the censor menus are theirs. */
export function signedInToCensor(ctx: BlockContext): boolean {
  return ctx.site.domain === CENSOR_DOMAIN && ctx.user?.domain === CENSOR_DOMAIN;
}

/**
 * A reviewer: signed in to the censor domain with the reviewer role (a user saved before accounts had roles
 * counts as one until the session is read again, as every censor account then reviewed).
 */
export function signedInAsReviewer(ctx: BlockContext): boolean {
  return signedInToCensor(ctx) && (ctx.user?.roles?.includes('reviewer') ?? true);
}

/** A signed-in candidate: a saved user that is not a reviewer, on a page that is not the reviewers' domain. */
export function signedInAsCandidate(ctx: BlockContext): boolean {
  return !!ctx.user && ctx.user.domain !== CENSOR_DOMAIN && ctx.site.domain !== CENSOR_DOMAIN;
}

/**
 * The censor entries the signed-in account may use: an entry naming a role only for an account holding it (a user
 * saved before accounts had roles reviewed, as every censor account then did).
 */
export function forRoles<T extends { role?: string }>(ctx: BlockContext, items: T[]): T[] {
  const roles: string[] = ctx.user?.roles ?? ['reviewer'];
  return items.filter((item) => !item.role || roles.includes(item.role));
}

/** The nav items of `terminal`: the reviewers' when a reviewer is signed in and the site gives them, else the site's. */
export function siteNavItems(ctx: BlockContext, terminal: Terminal): NavItem[] {
  const reviewers = signedInToCensor(ctx) ? ctx.siteFile.reviewerNav?.[terminal] : undefined;
  return reviewers ? forRoles(ctx, reviewers) : (ctx.siteFile.nav?.[terminal] ?? []);
}
