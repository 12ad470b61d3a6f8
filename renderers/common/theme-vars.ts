import type { CSSProperties } from 'react';
import type { SiteFile } from '@/src/core/schema-types';

/** The site's theme tokens as CSS variables, set on a layout root so that every block's CSS can use them. */
export function themeVars(theme: SiteFile['theme']): CSSProperties {
  return {
    '--portal-primary': theme.primaryColor,
    '--portal-header-bg': theme.headerBackground,
    '--portal-header-text': theme.headerText,
    '--portal-accent': theme.accentColor ?? theme.primaryColor,
    '--portal-radius': `${theme.radius ?? 8}px`,
  } as CSSProperties;
}
