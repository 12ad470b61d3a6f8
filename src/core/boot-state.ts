import type { SiteConfig } from '@/src/core/envelope';
import type { RouteFile, SiteFile } from '@/src/core/schema-types';
import type { ZoneOffsetSpan } from '@/src/core/zone-offset-span';

/** The id of the <script type="application/json"> a server-rendered page carries its state in. */
export const BOOT_STATE_ID = 'portal-boot';

/** What the browser needs to hydrate a server-rendered page: what the server drew it from, so hydration draws the same. */
export interface BootState {
  variantBase: string;
  locale: string;
  siteFile: SiteFile;
  routeFile: RouteFile;
  timeZone: string;
  /** the zone's one UTC offset over the dates a portal shows, when it kept one (src/core/zone-offset-span.ts) */
  timeZoneSpan?: ZoneOffsetSpan | null;
  /** siteconfig.load's answer for the page's four URL values, kept as the browser keeps its own (the spec's site config cache) */
  siteConfig: SiteConfig;
  /** the locales whose catalogues the page was drawn with, fetched at once (the head preloads them) */
  catalogues: string[];
  /** page schemas by path */
  schemas: Record<string, unknown>;
  /** the block types drawn, whose chunks load before hydration */
  blocks: string[];
  /** endpoint answers by endpointKey JSON */
  answers: Record<string, unknown>;
}
