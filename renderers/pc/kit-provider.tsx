import { Suspense, useEffect, useMemo, useState } from 'react';
import { ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { KitProviderProps } from '@/renderers/registry';
import { READABLE_COLORS } from '@/renderers/common/theme-vars';
import { onFirstInput } from '@/renderers/common/on-first-input';
import { QuietBoundary } from '@/renderers/common/quiet-boundary';
import { retryableLazy } from '@/src/runtime/chunk-failure';
import { onConfirmWanted, onNoticesWanted } from './notifier';
import '@/renderers/pc/shared/shared.css';

const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif";

// antd spaces out two-character Chinese labels ("重 试"), which also changes their accessible name
const BUTTON = { autoInsertSpace: false };

// Tags write their text in the status colour on a light fill: the readable colours there, on antd's own fills
// (icons and alerts keep the bright warning and success colours: they are not text)
const TAG_TOKENS = {
  colorWarning: READABLE_COLORS.warning,
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorSuccess: READABLE_COLORS.success,
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
};

// Notices and confirm dialogs follow a failure or a click: antd's code for them loads with the first one, not
// with every page.
const NoticeHolders = retryableLazy(() => import('./notice-holders'));
const ConfirmHolder = retryableLazy(() => import('./confirm-holder'));

function useWanted(register: (mount: () => void) => () => void): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => register(() => setWanted(true)), [register]);
  return wanted;
}

const warmOnInput = (mount: () => void) => onFirstInput(mount);

/** Mounts the notifier's holders inside ConfigProvider (its theme and locale) when they are first needed. */
function LazyHolders() {
  const asked = useWanted(onNoticesWanted);
  const pressed = useWanted(warmOnInput);
  const notices = asked || pressed;
  const confirms = useWanted(onConfirmWanted);
  return (
    <>
      <QuietBoundary>
        <Suspense fallback={null}>{notices && <NoticeHolders />}</Suspense>
        <Suspense fallback={null}>{confirms && <ConfirmHolder />}</Suspense>
      </QuietBoundary>
    </>
  );
}

/** antd's provider for the pc terminal: locale, direction and the site's theme tokens. */
export function PcKitProvider({ locale, direction, theme, children }: KitProviderProps) {
  const zh = locale.toLowerCase().startsWith('zh');
  // before children render, so that their dates are formatted in the page's locale
  // oxlint-disable-next-line react/void-use-memo -- sets dayjs's global locale during render, before the children (an effect would run after them)
  useMemo(() => dayjs.locale(zh ? 'zh-cn' : 'en'), [zh]);
  const antdTheme = useMemo<ThemeConfig>(
    () => ({
      token: {
        colorPrimary: theme.primaryColor,
        colorLink: theme.primaryColor,
        borderRadius: theme.radius ?? 6,
        fontFamily: FONT_FAMILY,
        // error texts, danger buttons and descriptions that stay readable (WCAG 1.4.3): see READABLE_COLORS
        colorError: READABLE_COLORS.danger,
        colorTextDescription: READABLE_COLORS.description,
      },
      components: { Tag: TAG_TOKENS },
    }),
    [theme.primaryColor, theme.radius],
  );
  return (
    <ConfigProvider locale={zh ? zhCN : enUS} direction={direction} theme={antdTheme} button={BUTTON}>
      <LazyHolders />
      {/* the page's base text (font, size, colour), as antd's App wrapper gave it: see .pc-kit in shared.css */}
      <div className="pc-kit" dir={direction}>
        {children}
      </div>
    </ConfigProvider>
  );
}
