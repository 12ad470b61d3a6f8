// account-menu (h5): the "mine" page: the signed-in user's name, then the site file's account menu as rows
// (the unread entry with its count), logout last as a button; a guest gets a sign-in link.
import { Badge, Button } from 'antd-mobile';
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { useAccountMenu } from '@/renderers/common/account-menu';
import { unreadLabel } from '@/renderers/common/unread-label';
import { AccountRow } from '@/renderers/h5/account-settings/account-row';
import '@/renderers/h5/account-settings/account-settings.css';
import './account-menu.css';

function Guest({ ctx }: Pick<BlockProps, 'ctx'>) {
  const { pathname } = useLocation();
  return (
    <section className="h5-account-menu h5-account-menu--guest" aria-label={ctx.t('account.menu.title')}>
      <p className="h5-account-menu__hint">{ctx.t('account.menu.guest')}</p>
      <AppLink ctx={ctx} to={`${ctx.loginPath}?redirect=${encodeURIComponent(pathname)}`} className="h5-account-menu__sign-in">
        {ctx.t('account.menu.signIn')}
      </AppLink>
    </section>
  );
}

export default function AccountMenuBlock({ ctx, props }: BlockProps<unknown, PropsFor<'account-menu'>>) {
  const { entries, choose } = useAccountMenu(ctx, 'h5');
  if (!ctx.user) return <Guest ctx={ctx} />;
  const links = entries.filter((entry) => entry.kind !== 'logout');
  const logouts = entries.filter((entry) => entry.kind === 'logout');
  return (
    <div className="h5-account-menu">
      {props.greeting && <p className="h5-account-menu__name">{ctx.user.name}</p>}
      <nav className="h5-account__list" aria-label={ctx.t('account.menu.title')}>
        {links.map((entry) => (
          <AccountRow
            key={entry.key}
            ctx={ctx}
            to={entry.to}
            label={entry.label}
            ariaLabel={entry.count > 0 ? `${entry.label}（${unreadLabel(ctx, entry.count)}）` : undefined}
            value={entry.count > 0 ? <Badge content={entry.count > 99 ? '99+' : entry.count} /> : undefined}
          />
        ))}
      </nav>
      {logouts.map((entry) => (
        <div key={entry.key} className="h5-account__logout">
          <Button block shape="rounded" size="large" onClick={() => choose(entry)}>
            {entry.label}
          </Button>
        </div>
      ))}
    </div>
  );
}
