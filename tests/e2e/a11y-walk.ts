// The signed-in part of the accessibility walk: which routes a candidate and a reviewer see of their own,
// and signing each in once per context. The guests' part runs in the routes-*.test.ts walk on every route.
import type { Page } from 'playwright-core';
import { endpoints, type EndpointName } from '@/src/core/endpoints';
import type { DemoIds, Variant } from './schema-files';
import { flattenRoutes, readPage, readRouteFile, routeUrl, variantBase } from './schema-files';
import { submitLogin, type Candidate } from './resume-helpers';

const DEMO_PASSWORD = 'Portal@2026';

/** Demo accounts per portal (server/db/seed/candidates.ts, reviewers.ts): only read, never changed by the walk. */
export const CANDIDATES: Record<string, Candidate> = {
  '1001': { account: '13800000001', password: DEMO_PASSWORD },
  '1002': { account: '13800000002', password: DEMO_PASSWORD },
};
export const REVIEWERS: Record<string, Candidate> = {
  '1001': { account: '13900000001', password: DEMO_PASSWORD },
  '1002': { account: '13900000002', password: DEMO_PASSWORD },
};

/** The candidate's own pages: resume, user centre, applications, favourites, messages, account settings. */
const PERSONAL_PAGES = new Set([
  'user-center',
  'apply-assistant',
  'resume-edit',
  'resume-edit-part',
  'resume-view',
  'improve-resume',
  'recruitment-flow',
  'user-account',
  'collect',
  'account-settings',
  'update-password',
  'update-email',
  'update-phone',
  'apply-delivery',
  'activity-signup',
]);

// the censor domain's calls (review.*, publish.*, admin.*) are not a candidate's: their pages are walked by their roles
const candidateEndpoints = (Object.keys(endpoints) as EndpointName[]).filter((name) => 'auth' in endpoints[name] && !endpoints[name].path.startsWith('/censor/'));

/** A page of the list, or one that calls a candidate's own endpoint: it shows its real content only when signed in. */
function isPersonalPage(pageId: string): boolean {
  if (PERSONAL_PAGES.has(pageId)) return true;
  const text = JSON.stringify(readPage(pageId) ?? {});
  return candidateEndpoints.some((name) => text.includes(`"${name}"`));
}

/** The same variant under the reviewers' domain: /site/1/{portalId}/censor/{channel}/... */
export const censorBase = (v: Variant) => variantBase(v).replace('/portal/', '/censor/');

const prefix = (v: Variant) => (v.terminal === 'h5' ? 'layout/' : '');

/** The candidate's walk: the home (signed in) and every route of a personal page, one route per page. */
export function personalUrls(v: Variant, ids: DemoIds): string[] {
  const file = readRouteFile(v);
  const seen = new Set<string>();
  const urls = [`${variantBase(v)}/${file.home}`];
  for (const route of flattenRoutes(file.routes)) {
    if (!route.page || route.redirect || !isPersonalPage(route.page)) continue;
    // user/:activeKey shows other tabs of the same page: walked too
    const key = route.pattern.includes(':activeKey') ? route.pattern : route.page;
    if (seen.has(key)) continue;
    seen.add(key);
    urls.push(routeUrl(v, route.pattern, ids));
  }
  return urls;
}

/** The reviewer's walk: the workspace, the home under the censor domain. (Its detail is reached by a click.) */
export function reviewerUrls(v: Variant): string[] {
  return [`${censorBase(v)}/${prefix(v)}review`, `${censorBase(v)}/${readRouteFile(v).home}`];
}

/** Signs the portal's demo candidate in through the variant's login page; lands on the home. */
export async function signInCandidate(page: Page, v: Variant): Promise<void> {
  const file = readRouteFile(v);
  const home = `${variantBase(v)}/${file.home}`;
  await page.goto(`${variantBase(v)}/${file.login}?redirect=${encodeURIComponent(home)}`, { waitUntil: 'load' });
  await submitLogin(page, CANDIDATES[v.portalId], home);
}

/** Signs the portal's demo reviewer in through censorlogin; lands on the workspace of the censor domain. */
export async function signInReviewer(page: Page, v: Variant): Promise<void> {
  await page.goto(`${variantBase(v)}/${prefix(v)}censorlogin`, { waitUntil: 'load' });
  await submitLogin(page, REVIEWERS[v.portalId], `${censorBase(v)}/${prefix(v)}review`);
}
