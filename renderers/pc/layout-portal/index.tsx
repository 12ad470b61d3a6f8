import type { FrameProps } from '@/renderers/common/frame-props';
import { isRtl } from '@/src/core/locale';
import { AccountLink } from '@/renderers/common/account-link';
import { AppLink } from '@/renderers/common/app-link';
import { siteNavItems } from '@/renderers/common/site-nav-items';
import { themeVars } from '@/renderers/common/theme-vars';
import LayoutBare from '@/renderers/common/layout-bare';
import { LanguageSwitch } from './language-switch';
import { SiteNav } from './site-nav';
import { MAIN_ID, SkipLink } from './skip-link';
import { LazyAccountMenu } from './lazy-account-menu';
import { LazyUnreadBadge } from './lazy-unread-badge';
import { useIsHome } from './use-active-nav';
import { useNavFit } from './use-nav-fit';
import '@/renderers/common/base.css';
import './layout-portal.css';

function BrandMark() {
  return (
    <svg className="pc-portal__mark" viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--portal-primary)" />
      <path d="M11 11V9.5A1.5 1.5 0 0 1 12.5 8h7A1.5 1.5 0 0 1 21 9.5V11" fill="none" stroke="#fff" strokeWidth="2" />
      <rect x="6.5" y="11" width="19" height="13" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M6.5 16.5h19M14 16.5v2h4v-2" fill="none" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}

/** The desktop frame: skip link, header (brand, nav, language, login), the page in main, footer. */
export default function LayoutPortal(props: FrameProps) {
  const { ctx, title, children } = props;
  const isHome = useIsHome(ctx);
  const navItems = siteNavItems(ctx, 'pc');
  const { barRef, fit } = useNavFit<HTMLDivElement>(navItems.map((item) => ctx.t(item.label)).join('|'));
  // a detail opened in a new tab asks for the page alone
  if (ctx.query.get('headStyle') === 'false') return <LayoutBare {...props} />;
  const siteName = ctx.t(ctx.siteFile.name);
  return (
    <div className="pc-portal" style={themeVars(ctx.siteFile.theme)} dir={isRtl(ctx.locale) ? 'rtl' : 'ltr'} lang={ctx.locale}>
      <SkipLink ctx={ctx} className="pc-portal__skip" />
      <header className="pc-portal__header">
        <div ref={barRef} className="pc-portal__bar" data-nav-fit={fit}>
          <AppLink ctx={ctx} to={ctx.homePath} className="pc-portal__brand">
            <BrandMark />
            <span className="pc-portal__name">{siteName}</span>
          </AppLink>
          <SiteNav ctx={ctx} items={navItems} className="pc-portal__nav" />
          <div className="pc-portal__tools">
            <LanguageSwitch ctx={ctx} />
            <AccountLink ctx={ctx} className="pc-portal__login" badge={<LazyUnreadBadge ctx={ctx} />} menu={<LazyAccountMenu ctx={ctx} />} />
          </div>
        </div>
      </header>
      <main id={MAIN_ID} className="pc-portal__main" tabIndex={-1}>
        <div className={isHome ? 'cm-visually-hidden' : 'pc-portal__title-band'}>
          <h1 className="pc-portal__title">{title || siteName}</h1>
        </div>
        <div className={`pc-portal__content${isHome ? ' pc-portal__content--home' : ''}`}>{children}</div>
      </main>
      <footer className="pc-portal__footer">
        <div className="pc-portal__footer-inner">
          {ctx.siteFile.footer && <p className="pc-portal__footer-text">{ctx.t(ctx.siteFile.footer)}</p>}
          <p className="pc-portal__copyright">{ctx.t('layout.copyright', { siteName })}</p>
        </div>
      </footer>
    </div>
  );
}
