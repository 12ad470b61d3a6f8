import type { CSSProperties } from 'react';
import type { SiteFile } from '@/src/core/schema-types';
import { themeVars } from '@/renderers/common/theme-vars';

/** The portal's theme variables, plus antd-mobile's primary colour so its tabs, buttons and tags follow the site. */
export function h5ThemeVars(theme: SiteFile['theme']): CSSProperties {
  return { ...themeVars(theme), '--adm-color-primary': theme.primaryColor } as CSSProperties;
}
