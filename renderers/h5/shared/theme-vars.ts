import type { CSSProperties } from 'react';
import type { SiteFile } from '@/src/core/schema-types';
import { READABLE_COLORS, themeVars } from '@/renderers/common/theme-vars';

/** antd-mobile's status colours, readable on white (its own #ff8f1f, #ff3141, #00b578 are not): see READABLE_COLORS. */
export const H5_STATUS_VARS = {
  '--adm-color-warning': READABLE_COLORS.warning,
  '--adm-color-danger': READABLE_COLORS.danger,
  '--adm-color-success': READABLE_COLORS.success,
};

/** The portal's theme variables, plus antd-mobile's primary and status colours so its tabs, buttons and tags follow the site. */
export function h5ThemeVars(theme: SiteFile['theme']): CSSProperties {
  return { ...themeVars(theme), ...H5_STATUS_VARS, '--adm-color-primary': theme.primaryColor } as CSSProperties;
}
