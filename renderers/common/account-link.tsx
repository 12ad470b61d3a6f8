import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { BlockContext } from '@/src/runtime/block-props';
import { logoutEverywhere } from '@/src/session/logout';
import { AppLink } from './app-link';
import { signedInAsReviewer } from './site-nav-items';

/**
 * The header's account corner: a guest gets the login link (returning here afterwards); a signed-in user their
 * name, leading to the user centre (a reviewer's to their workspace: the user centre refuses their token), and a
 * logout that revokes the token and starts the site afresh. `badge` (the terminal's unread badge) is drawn before
 * the name for a signed-in user only.
 */
export function AccountLink({
  ctx,
  className,
  home = 'home',
  center = 'usercenter',
  reviewerCenter = 'review',
  badge,
}: {
  ctx: BlockContext;
  className: string;
  home?: string;
  center?: string;
  reviewerCenter?: string;
  badge?: ReactNode;
}) {
  const location = useLocation();
  if (!ctx.user) {
    const back = `${location.pathname}${location.search}`;
    const onLogin = back.startsWith(ctx.href(ctx.loginPath));
    const to = onLogin || back === ctx.href(home) ? ctx.loginPath : `${ctx.loginPath}?redirect=${encodeURIComponent(back)}`;
    return (
      <AppLink ctx={ctx} to={to} className={className}>
        {ctx.t('layout.login')}
      </AppLink>
    );
  }
  const logout = () => {
    void logoutEverywhere(ctx.site).finally(() => window.location.assign(ctx.href(home)));
  };
  return (
    <span className="cm-account">
      {badge}
      <AppLink ctx={ctx} to={signedInAsReviewer(ctx) ? reviewerCenter : center} className="cm-account__name">
        {ctx.user.name}
      </AppLink>
      <button type="button" className={className} onClick={logout}>
        {ctx.t('layout.logout')}
      </button>
    </span>
  );
}
