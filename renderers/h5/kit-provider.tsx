import { useEffect, useLayoutEffect } from 'react';
import { ConfigProvider } from 'antd-mobile';
// the barrel's side effect (antd-mobile's CSS variables), which per-component imports skip: see scripts/vite/antd-mobile-imports.ts
import 'antd-mobile/es/global';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { KitProviderProps } from '@/renderers/registry';
import { H5_STATUS_VARS, h5ThemeVars } from '@/renderers/h5/shared/theme-vars';
import { onFirstInput } from '@/renderers/common/on-first-input';
import { loadToast } from './notifier';
import './kit-provider.css';

/** antd-mobile's provider for the h5 terminal: locale, direction and the site's primary colour. */
export function H5KitProvider({ locale, direction, theme, children }: KitProviderProps) {
  const zh = locale.toLowerCase().startsWith('zh');
  // no dayjs locale here (the pc kit sets one): the h5 fields write their dates themselves, and antd-mobile's
  // pickers take their words from the locale below; dayjs would be 3 kB gzip on every phone page.

  // Toasts, popups and dropdown panels render into <body>, outside the wrapper below: they read the
  // primary and status colours and the direction from the document root.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--adm-color-primary', theme.primaryColor);
    for (const [name, value] of Object.entries(H5_STATUS_VARS)) root.style.setProperty(name, value);
    root.dir = direction;
  }, [theme.primaryColor, direction]);
  useEffect(() => onFirstInput(() => void loadToast()), []);
  return (
    <ConfigProvider locale={zh ? zhCN : enUS}>
      <div className="h5-kit" dir={direction} style={h5ThemeVars(theme)}>
        {children}
      </div>
    </ConfigProvider>
  );
}
