import type { EndpointName } from '@/src/core/endpoints';
import { safeReturnPath } from '@/src/core/safe-path';
import { siteBasePath } from '@/src/site/site-context';
import type { ClientConfig, ClientSite } from './client-config';

export const RELOGIN_PARAM = 'relogin';
const LOGIN_PAGES = ['layout/login', 'layout/censorlogin'];
/** An account with a first or reset password is answered this on every call but the few that change it. */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';
/** Where it changes it, by terminal (each variant's route files have it). */
const PASSWORD_PAGES = { pc: 'changepass', h5: 'layout/changepass' } as const;
// The session calls themselves never trigger a refetch, or a 412 on them would loop.
const SESSION_CALLS: EndpointName[] = ['accesstoken.get', 'accesstoken.user'];

type Deps = Pick<ClientConfig, 'location' | 'refreshSession'>;

/** pc 401: reload once with relogin=true; a page already carrying the flag is left alone. */
function reloadForRelogin({ location }: Deps): void {
  const query = new URLSearchParams(location.search());
  if (query.get(RELOGIN_PARAM) === 'true') return;
  query.set(RELOGIN_PARAM, 'true');
  location.reload(`${location.pathname()}?${query.toString()}`);
}

/**
 * h5 401/403/408: to {variantBase}/layout/login with the current path as redirect, unless on a login page;
 * a censor account's call (review.*, publish.*, admin.*) goes to layout/censorlogin instead.
 */
function goToLogin(site: ClientSite, name: EndpointName, { location }: Deps): void {
  const variantBase = `${siteBasePath(site)}/${site.template}/${site.terminal}`;
  const pathname = location.pathname();
  const here = pathname.replace(/\/+$/, '');
  if (LOGIN_PAGES.some((page) => here === `${variantBase}/${page}`)) return;
  const login = `${variantBase}/${LOGIN_PAGES[/^(review|publish|admin)\./.test(name) ? 1 : 0]}`;
  const back = safeReturnPath(pathname + location.search(), '');
  location.navigate(back ? `${login}?${new URLSearchParams({ redirect: back }).toString()}` : login);
}

/**
 * A call refused until the password is changed: to the variant's change-password page with the current path as
 * redirect (its success goes back there), unless already on it.
 */
function goToPasswordChange(site: ClientSite & { template: string; terminal: 'pc' | 'h5' }, { location }: Deps): void {
  const variantBase = `${siteBasePath(site)}/${site.template}/${site.terminal}`;
  const target = `${variantBase}/${PASSWORD_PAGES[site.terminal]}`;
  const pathname = location.pathname();
  if (pathname.replace(/\/+$/, '') === target) return;
  const back = safeReturnPath(pathname + location.search(), '');
  location.navigate(back ? `${target}?${new URLSearchParams({ redirect: back }).toString()}` : target);
}

/**
 * The session rules keyed by HTTP status (401, 403, 408, 412 as the spec's session rules say), and a refusal until
 * the password is changed (403 PASSWORD_CHANGE_REQUIRED: to the change-password page, not the login); they apply even
 * when display is skipped.
 */
export function applyStatusRules(status: number, name: EndpointName, site: ClientSite | null, deps: Deps, errorCode?: string): void {
  if (status === 412) {
    if (!SESSION_CALLS.includes(name)) void deps.refreshSession().catch(() => undefined);
    return;
  }
  if (!site?.template || !site.terminal) return;
  if (status === 403 && errorCode === PASSWORD_CHANGE_REQUIRED) return goToPasswordChange({ ...site, template: site.template, terminal: site.terminal }, deps);
  if (status === 401 && site.terminal === 'pc') reloadForRelogin(deps);
  else if ((status === 401 || status === 403 || status === 408) && site.terminal === 'h5') goToLogin(site, name, deps);
}
