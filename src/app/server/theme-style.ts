import type { SiteFile } from '@/src/core/schema-types';

/** The site's colours as the browser sets them on <html> (runtime-shell.tsx), for the page's first paint. */
export function themeStyle(siteFile: SiteFile): string {
  const { theme } = siteFile;
  const vars = {
    '--portal-primary': theme.primaryColor,
    '--portal-header-bg': theme.headerBackground,
    '--portal-header-text': theme.headerText,
    '--portal-accent': theme.accentColor ?? theme.primaryColor,
  };
  const body = Object.entries(vars).map(([name, value]) => `${name}:${String(value).replace(/[<>{};]/g, '')}`).join(';');
  return `<style>:root{${body}}</style>`;
}
