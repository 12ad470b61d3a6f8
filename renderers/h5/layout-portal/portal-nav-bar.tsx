import type { ReactNode } from 'react';
import { SafeArea } from 'antd-mobile';
import { Glyph } from '@/renderers/h5/shared/glyphs';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BlockContext } from '@/src/runtime/block-props';
import { LangSwitch } from './lang-switch';
import { LazyUnreadBadge } from './lazy-unread-badge';

interface PortalNavBarProps {
  ctx: BlockContext;
  title: string;
  /** on a tab page there is nowhere to go back to */
  showBack: boolean;
  /** the home tab, for a detail opened from outside the app */
  homeTo?: string;
  /** drawn before the title (the army star) */
  emblem?: ReactNode;
  className?: string;
}

export function PortalNavBar({ ctx, title, showBack, homeTo, emblem, className }: PortalNavBarProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    // "default" is the key of the first location: a shared link opened directly has no history to go back to
    if (location.key === 'default' && homeTo !== undefined) ctx.navigate(homeTo);
    else navigate(-1);
  };
  const left = showBack ? (
    <button type="button" className="h5-navbar__back" aria-label={ctx.t('block.back')} onClick={back}>
      <Glyph name="back" aria-hidden />
    </button>
  ) : null;
  return (
    <header className={className ? `h5-navbar ${className}` : 'h5-navbar'}>
      <SafeArea position="top" />
      {/* our own bar: antd-mobile's NavBar gives its empty left slot role="button" without a name */}
      <div className="h5-navbar__bar">
        <div className="h5-navbar__side">{left}</div>
        <span className="h5-navbar__title">
          {emblem}
          <h1 className="h5-navbar__heading">{title}</h1>
        </span>
        <div className="h5-navbar__side h5-navbar__side--end">
          <LazyUnreadBadge ctx={ctx} />
          <LangSwitch ctx={ctx} />
        </div>
      </div>
    </header>
  );
}
