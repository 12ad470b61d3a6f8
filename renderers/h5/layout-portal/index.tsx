import { isRtl } from '@/src/core/locale';
import type { BlockProps, LayoutProps } from '@/src/runtime/block-props';
import { useNavState } from './nav-state';
import { PortalNavBar } from './portal-nav-bar';
import { PortalTabBar } from './portal-tab-bar';
import { h5ThemeVars } from '@/renderers/h5/shared/theme-vars';
import './layout-portal.css';

// LayoutProps with title and children optional, so that the component also fits RendererEntry.load's type
type FrameProps = BlockProps & Partial<Pick<LayoutProps, 'title' | 'children'>>;

/** The h5 frame: a top bar with the page title, the page, and the site's tab bar fixed at the bottom. */
export default function LayoutPortal({ ctx, title, children }: FrameProps) {
  const { entries, activeKey, isTabPage } = useNavState(ctx);
  const hasTabs = entries.length > 0;
  return (
    <div
      className={`h5-layout${hasTabs ? ' h5-layout--tabs' : ''}`}
      style={h5ThemeVars(ctx.siteFile.theme)}
      dir={isRtl(ctx.locale) ? 'rtl' : 'ltr'}
      lang={ctx.locale}
    >
      <PortalNavBar ctx={ctx} title={title || ctx.t(ctx.siteFile.name)} showBack={!isTabPage} homeTo={entries[0]?.item.to} />
      <main className="h5-layout__main">{children}</main>
      <PortalTabBar ctx={ctx} entries={entries} activeKey={activeKey} />
    </div>
  );
}
