// account-menu (pc): the site file's account menu as a list of links (the header's name menu, laid out on a
// page): the unread entry with its count, logout last; a guest gets a sign-in link.
import { Badge, Button } from 'antd';
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { useAccountMenu } from '@/renderers/common/account-menu';
import { unreadLabel } from '@/renderers/common/unread-label';
import './account-menu.css';

export default function AccountMenuBlock({ ctx, props }: BlockProps<unknown, PropsFor<'account-menu'>>) {
  const { entries, choose } = useAccountMenu(ctx, 'pc');
  const { pathname } = useLocation();
  if (!ctx.user) {
    return (
      <section className="pc-account-list" aria-label={ctx.t('account.menu.title')}>
        <p>{ctx.t('account.menu.guest')}</p>
        <AppLink ctx={ctx} to={`${ctx.loginPath}?redirect=${encodeURIComponent(pathname)}`} className="pc-account-list__sign-in">
          {ctx.t('account.menu.signIn')}
        </AppLink>
      </section>
    );
  }
  return (
    <section className="pc-account-list" aria-label={ctx.t('account.menu.title')}>
      {props.greeting && <h2 className="pc-account-list__name">{ctx.user.name}</h2>}
      <ul className="pc-account-list__items">
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.kind === 'logout' ? (
              <Button danger onClick={() => choose(entry)}>
                {entry.label}
              </Button>
            ) : (
              <AppLink ctx={ctx} to={entry.to} className="pc-account-list__link" aria-label={entry.count > 0 ? `${entry.label}（${unreadLabel(ctx, entry.count)}）` : undefined}>
                {entry.label}
                {entry.count > 0 && <Badge count={entry.count} overflowCount={99} size="small" />}
              </AppLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
