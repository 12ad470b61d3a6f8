// The public page of a published position, notice or activity, as the sitemap gives it (server/seo/sitemap-plan.ts) but on
// the portal's pc variant: /site/{type}/{portal}/{domain}/{channel}/{template}/pc/ + the detail path its site file's
// sitemap names (default recruitmentview/{id}, notice/{id}). Null when the template has no pc terminal.
import type { SiteFile } from '@/src/core/schema-types';
import type { SchemaStore } from '@/server/schemas/schema-store';
import type { PortalRow } from '@/server/portals/portal-queries';

const DEFAULT_PATHS = { positions: 'recruitmentview/{id}', notices: 'notice/{id}', activities: 'applyActivity/{id}/applyActivity' } as const;

export type PageKind = keyof typeof DEFAULT_PATHS;

export function publicPageUrl(store: SchemaStore, portal: PortalRow, kind: PageKind, id: number): string | null {
  const site = store.value(`sites/${portal.template}.json`) as SiteFile | undefined;
  if (!site?.terminals.includes('pc')) return null;
  const map = { ...site.channelMap, ...portal.channelMap };
  const channel = map.pc === 'pc' ? 'pc' : Object.keys(map).find((c) => map[c] === 'pc');
  const domain = portal.domains.includes('portal') ? 'portal' : portal.domains[0];
  if (!channel || !domain) return null;
  const path = site.sitemap?.pages.find((p) => p.of === kind)?.path ?? DEFAULT_PATHS[kind];
  return `/site/${portal.portalType}/${portal.id}/${domain}/${channel}/${portal.template}/pc/${path.replace('{id}', String(id))}`;
}
