import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from './app-link';

/**
 * The header's account corner: a guest gets the login link (returning here afterwards); a signed-in user the
 * terminal's account menu (`menu`: the name that opens it), with `badge` (the terminal's unread badge) before it.
 */
export function AccountLink({ ctx, className, badge, menu }: { ctx: BlockContext; className: string; badge?: ReactNode; menu: ReactNode }) {
  const location = useLocation();
  if (!ctx.user) {
    const back = `${location.pathname}${location.search}`;
    const onLogin = back.startsWith(ctx.href(ctx.loginPath));
    const to = onLogin || back === ctx.href(ctx.homePath) ? ctx.loginPath : `${ctx.loginPath}?redirect=${encodeURIComponent(back)}`;
    return (
      <AppLink ctx={ctx} to={to} className={className}>
        {ctx.t('layout.login')}
      </AppLink>
    );
  }
  return (
    <span className="cm-account">
      {badge}
      {menu}
    </span>
  );
}
