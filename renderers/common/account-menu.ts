// The account menu's kit-free part: which entries the signed-in user gets (the site file's accountMenu, or a
// reviewer's reviewerAccountMenu, per terminal), the unread count on the "unread" entry, and logging out.
import { useLocation } from 'react-router-dom';
import type { AccountMenuItem, Terminal } from '@/src/core/schema-types';
import type { BlockContext } from '@/src/runtime/block-props';
import { leavePage } from '@/src/runtime/leave-page';
import { logoutEverywhere } from '@/src/session/logout';
import { forRoles, signedInToCensor } from './site-nav-items';
import { useUnreadCount } from './use-unread-count';

export interface AccountMenuEntry {
  /** unique within the menu: the item's index and path */
  key: string;
  label: string;
  to: string;
  kind?: AccountMenuItem['kind'];
  /** the unread count on a "unread" entry (0 elsewhere) */
  count: number;
}

/** The site file's menu of `terminal` for whoever is signed in; without one, a logout to the home alone. */
export function accountMenuItems(ctx: BlockContext, terminal: Terminal): AccountMenuItem[] {
  const censor = signedInToCensor(ctx);
  const menu = censor ? ctx.siteFile.reviewerAccountMenu : ctx.siteFile.accountMenu;
  const items = censor ? forRoles(ctx, menu?.[terminal] ?? []) : (menu?.[terminal] ?? []);
  return items.length > 0 ? items : [{ label: 'layout.logout', to: ctx.homePath, kind: 'logout' }];
}

/** Revokes the token, forgets the session and opens `to` afresh (a full load: no page keeps the old user). */
export function logoutTo(ctx: BlockContext, to: string): void {
  void logoutEverywhere(ctx.site).finally(() => leavePage.to(ctx.href(to)));
}

export interface AccountMenu {
  entries: AccountMenuEntry[];
  /** what choosing an entry does: log out, or go to its page */
  choose: (entry: AccountMenuEntry) => void;
}

/**
 * Where an entry leads: its `to`, with the page it is chosen on as ?redirect= when it `returns` (on that page
 * itself, the page's own ?redirect= is carried on, so choosing it again does not lose the way back).
 */
function entryPath(ctx: BlockContext, item: AccountMenuItem, here: string): string {
  if (!item.returns || item.kind || item.to.includes('?')) return item.to;
  const onTarget = here.split('?')[0] === ctx.href(item.to);
  const back = onTarget ? ctx.query.get('redirect') : here;
  return back ? `${item.to}?redirect=${encodeURIComponent(back)}` : item.to;
}

export function useAccountMenu(ctx: BlockContext, terminal: Terminal): AccountMenu {
  const unread = useUnreadCount(ctx);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const entries = accountMenuItems(ctx, terminal).map((item, i) => ({
    key: `${i}:${item.to}`,
    label: ctx.t(item.label),
    to: entryPath(ctx, item, here),
    kind: item.kind,
    count: item.kind === 'unread' ? unread : 0,
  }));
  const choose = (entry: AccountMenuEntry) => (entry.kind === 'logout' ? logoutTo(ctx, entry.to) : ctx.navigate(entry.to));
  return { entries, choose };
}
