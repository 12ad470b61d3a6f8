import type { FrameProps } from '@/renderers/common/frame-props';
import { isRtl } from '@/src/core/locale';
import { AccountLink } from '@/renderers/common/account-link';
import { AppLink } from '@/renderers/common/app-link';
import { siteNavItems } from '@/renderers/common/site-nav-items';
import { themeVars } from '@/renderers/common/theme-vars';
import LayoutBare from '@/renderers/common/layout-bare';
import { LanguageSwitch } from '@/renderers/pc/layout-portal/language-switch';
import { SiteNav } from '@/renderers/pc/layout-portal/site-nav';
import { MAIN_ID, SkipLink } from '@/renderers/pc/layout-portal/skip-link';
import { LazyAccountMenu } from '@/renderers/pc/layout-portal/lazy-account-menu';
import { LazyUnreadBadge } from '@/renderers/pc/layout-portal/lazy-unread-badge';
import { useIsHome } from '@/renderers/pc/layout-portal/use-active-nav';
import { Emblem } from './emblem';
import '@/renderers/common/base.css';
import './army-layout.css';

/** The army desktop frame: olive header band with the star emblem, a gold rule, the nav band, an olive footer. */
export default function ArmyLayoutPortal(props: FrameProps) {
  const { ctx, title, children } = props;
  const isHome = useIsHome(ctx);
  if (ctx.query.get('headStyle') === 'false') return <LayoutBare {...props} />;
  const siteName = ctx.t(ctx.siteFile.name);
  return (
    <div className="army-portal" style={themeVars(ctx.siteFile.theme)} dir={isRtl(ctx.locale) ? 'rtl' : 'ltr'} lang={ctx.locale}>
      <SkipLink ctx={ctx} className="army-portal__skip" />
      <header className="army-portal__header">
        <div className="army-portal__top">
          <AppLink ctx={ctx} to={ctx.homePath} className="army-portal__brand">
            <Emblem />
            <span className="army-portal__name">{siteName}</span>
          </AppLink>
          <div className="army-portal__tools">
            <LanguageSwitch ctx={ctx} />
            <AccountLink ctx={ctx} className="army-portal__login" badge={<LazyUnreadBadge ctx={ctx} />} menu={<LazyAccountMenu ctx={ctx} />} />
          </div>
        </div>
        <div className="army-portal__navband">
          <SiteNav ctx={ctx} items={siteNavItems(ctx, 'pc')} className="army-portal__nav" />
        </div>
      </header>
      <main id={MAIN_ID} className="army-portal__main" tabIndex={-1}>
        <div className={isHome ? 'cm-visually-hidden' : 'army-portal__title-band'}>
          <h1 className="army-portal__title">{title || siteName}</h1>
        </div>
        <div className={`army-portal__content${isHome ? ' army-portal__content--home' : ''}`}>{children}</div>
      </main>
      <footer className="army-portal__footer">
        <div className="army-portal__footer-inner">
          {ctx.siteFile.footer && <p>{ctx.t(ctx.siteFile.footer)}</p>}
          <p>{ctx.t('layout.copyright', { siteName })}</p>
        </div>
      </footer>
    </div>
  );
}
