import type { SiteContext } from '@/src/site/site-context';

// The site a visitor last used, so that paths outside any site (/index, /recruitUnitList, /exception)
// lead back into it. Our own key beside the spec's per-site keys.
const LAST_SITE_KEY = 'portal_last_site';

export const DEFAULT_SITE = { portalType: '1', portalId: '1001', domain: 'portal' } as const;

export function rememberSite(site: SiteContext): void {
  try {
    localStorage.setItem(LAST_SITE_KEY, JSON.stringify(site));
  } catch {
    /* private mode: nothing to remember */
  }
}

export function lastSite(): SiteContext | null {
  try {
    const value = JSON.parse(localStorage.getItem(LAST_SITE_KEY) ?? 'null') as SiteContext | null;
    return value && typeof value.variantBase === 'string' && value.variantBase.startsWith('/site/') ? value : null;
  } catch {
    return null;
  }
}

export function fallbackSite(): SiteContext {
  const siteBase = `/site/${DEFAULT_SITE.portalType}/${DEFAULT_SITE.portalId}/${DEFAULT_SITE.domain}/pc`;
  return (
    lastSite() ?? {
      ...DEFAULT_SITE,
      channel: 'pc',
      template: 'default',
      terminal: 'pc',
      siteBase,
      variantBase: `${siteBase}/default/pc`,
    }
  );
}
