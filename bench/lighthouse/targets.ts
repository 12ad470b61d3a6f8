// The pages Lighthouse audits: the four homes, and the position page of the default template on each terminal.
// h5 pages get Lighthouse's mobile preset, pc pages its desktop preset.
import { flattenRoutes, readRouteFile, routeUrl, variantBase, variantName, VARIANTS, type Variant } from '../../tests/e2e/schema-files';

export type Preset = 'mobile' | 'desktop';

export interface Target {
  /** e.g. "default.h5 home" */
  name: string;
  /** from the site root */
  path: string;
  preset: Preset;
}

const presetOf = (v: Variant): Preset => (v.terminal === 'h5' ? 'mobile' : 'desktop');

/** The first open social position of portal 1001, as the position page test picks it. */
async function openSocialPosition(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/pt/portal/rest/careers/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'qx-portal': '1001' },
    body: JSON.stringify({ page: 1, pageSize: 20, recruitType: 'social' }),
  });
  const body = (await response.json()) as { data?: { list?: Array<{ id: number | string; status?: string }> } };
  const position = body.data?.list?.find((p) => p.status === 'open');
  if (!position) throw new Error('POST /pt/portal/rest/careers/search (portal 1001, social) gave no open position');
  return String(position.id);
}

export async function lighthouseTargets(baseUrl: string): Promise<Target[]> {
  const homes = VARIANTS.map((v) => ({
    name: `${variantName(v)} home`,
    path: `${variantBase(v)}/${readRouteFile(v).home}`,
    preset: presetOf(v),
  }));
  const positionId = await openSocialPosition(baseUrl);
  const positions = VARIANTS.filter((v) => v.template === 'default').map((v) => {
    const route = flattenRoutes(readRouteFile(v).routes).find((r) => /(^|\/)recruitmentview\/:id\/:src$/.test(r.pattern));
    if (!route) throw new Error(`${variantName(v)} has no recruitmentview/:id/:src route`);
    return {
      name: `${variantName(v)} position`,
      path: routeUrl(v, route.pattern, { positionId, noticeId: '1', activityId: '1', unitId: '1' }),
      preset: presetOf(v),
    };
  });
  return [...homes, ...positions];
}
