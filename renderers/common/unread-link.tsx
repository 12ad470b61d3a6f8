import type { ReactNode } from 'react';
import type { Terminal } from '@/src/core/schema-types';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { unreadPath } from '@/renderers/common/account-paths';
import { unreadLabel } from '@/renderers/common/unread-label';
import { useUnreadCount } from '@/renderers/common/use-unread-count';

interface UnreadLinkProps {
  ctx: BlockContext;
  terminal: Terminal;
  className: string;
  /** the terminal's badge for the count */
  children: (count: number) => ReactNode;
}

/** The signed-in candidate's unread notifications, leading where the account menu's "unread" entry does; nothing at 0. */
export function UnreadLink({ ctx, terminal, className, children }: UnreadLinkProps) {
  const count = useUnreadCount(ctx);
  const to = unreadPath(ctx, terminal);
  if (count === 0 || !to) return null;
  return (
    <AppLink ctx={ctx} to={to} className={className} aria-label={unreadLabel(ctx, count)}>
      {children(count)}
    </AppLink>
  );
}
