import { isRtl } from '@/src/core/locale';
import type { BlockProps, LayoutProps } from '@/src/runtime/block-props';
import { useNavState } from '@/renderers/h5/layout-portal/nav-state';
import { PortalNavBar } from '@/renderers/h5/layout-portal/portal-nav-bar';
import { PortalTabBar } from '@/renderers/h5/layout-portal/portal-tab-bar';
import { h5ThemeVars } from '@/renderers/h5/shared/theme-vars';
import { StarEmblem } from './star-emblem';
import '@/renderers/h5/layout-portal/layout-portal.css';
import './army-layout.css';

// LayoutProps with title and children optional, so that the component also fits RendererEntry.load's type
type FrameProps = BlockProps & Partial<Pick<LayoutProps, 'title' | 'children'>>;

/** The army h5 frame: the same structure as the default one, under an olive band with a gold rule and a star. */
export default function ArmyLayoutPortal({ ctx, title, children }: FrameProps) {
  const { entries, activeKey, isTabPage } = useNavState(ctx);
  const hasTabs = entries.length > 0;
  return (
    <div
      className={`h5-layout army-h5-layout${hasTabs ? ' h5-layout--tabs' : ''}`}
      style={h5ThemeVars(ctx.siteFile.theme)}
      dir={isRtl(ctx.locale) ? 'rtl' : 'ltr'}
      lang={ctx.locale}
    >
      <PortalNavBar
        ctx={ctx}
        className="army-h5-navbar"
        title={title || ctx.t(ctx.siteFile.name)}
        showBack={!isTabPage}
        homeTo={entries[0]?.item.to}
        emblem={<StarEmblem />}
      />
      <main className="h5-layout__main">{children}</main>
      <PortalTabBar ctx={ctx} entries={entries} activeKey={activeKey} />
    </div>
  );
}
