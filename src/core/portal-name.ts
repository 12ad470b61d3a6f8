// The name a site shows (header, page titles, footer, the JobPosting's hiring organisation) is its portal's own,
// from the portal's data, so that it agrees with the SMS signature and the privacy statement: two portals on one
// template are two organisations. The site file's name is its template's, shown only where no portal is known (the
// page that says a site is missing, a portal without a name).
import type { SiteConfig } from './envelope';
import type { SiteFile } from './schema-types';

/** The site file as this portal shows it: its name replaced by the portal's names, when the portal has one. */
export function withPortalName(siteFile: SiteFile, config: Pick<SiteConfig, 'siteName' | 'siteNames'>): SiteFile {
  if (!config.siteName) return siteFile;
  return { ...siteFile, name: { ...config.siteNames, 'zh-CN': config.siteName } };
}
