import { useEffect, useMemo } from 'react';
import { App, ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { KitProviderProps } from '@/renderers/registry';
import { bindNoticeApi } from './notifier';

const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif";

// antd spaces out two-character Chinese labels ("重 试"), which also changes their accessible name
const BUTTON = { autoInsertSpace: false };

function NoticeBinder() {
  const { message, notification } = App.useApp();
  useEffect(() => bindNoticeApi({ message, notification }), [message, notification]);
  return null;
}

/** antd's provider for the pc terminal: locale, direction and the site's theme tokens. */
export function PcKitProvider({ locale, direction, theme, children }: KitProviderProps) {
  const zh = locale.toLowerCase().startsWith('zh');
  // before children render, so that their dates are formatted in the page's locale
  useMemo(() => dayjs.locale(zh ? 'zh-cn' : 'en'), [zh]);
  const antdTheme = useMemo<ThemeConfig>(
    () => ({
      token: { colorPrimary: theme.primaryColor, colorLink: theme.primaryColor, borderRadius: theme.radius ?? 6, fontFamily: FONT_FAMILY },
    }),
    [theme.primaryColor, theme.radius],
  );
  return (
    <ConfigProvider locale={zh ? zhCN : enUS} direction={direction} theme={antdTheme} button={BUTTON}>
      <App>
        <NoticeBinder />
        {children}
      </App>
    </ConfigProvider>
  );
}
