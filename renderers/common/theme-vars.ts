import type { CSSProperties } from 'react';
import type { SiteFile } from '@/src/core/schema-types';

/**
 * Text colours that keep 4.5:1 (WCAG 1.4.3) on white and on the light fills the kits put behind them
 * (antd's derived status backgrounds, #f5f5f5, #fafbfc). The kits' own defaults (#ff8f1f, #ff3141, #faad14,
 * #ff4d4f, rgba(0,0,0,.45)) do not, so both kits take these as their status and secondary text colours.
 */
export const READABLE_COLORS = {
  /** secondary text: hints, empty states, read-only labels */
  muted: '#646a73',
  /** antd's colorTextDescription (steps still to come, descriptions) */
  description: 'rgba(0, 0, 0, 0.62)',
  warning: '#9e5a00',
  danger: '#cf1322',
  success: '#237804',
};

/** The site's theme tokens as CSS variables, set on a layout root so that every block's CSS can use them. */
export function themeVars(theme: SiteFile['theme']): CSSProperties {
  return {
    '--portal-primary': theme.primaryColor,
    '--portal-header-bg': theme.headerBackground,
    '--portal-header-text': theme.headerText,
    '--portal-accent': theme.accentColor ?? theme.primaryColor,
    '--portal-radius': `${theme.radius ?? 8}px`,
    '--portal-text-muted': READABLE_COLORS.muted,
  } as CSSProperties;
}
