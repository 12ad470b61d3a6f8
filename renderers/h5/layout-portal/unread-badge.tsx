import { Badge } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { unreadLabel } from '@/renderers/common/unread-label';
import { useUnreadCount } from '@/renderers/common/use-unread-count';

/** The signed-in candidate's unread application notifications in the top bar, leading to the application assistant. */
export function UnreadBadge({ ctx, to = 'layout/usercenter' }: { ctx: BlockContext; to?: string }) {
  const count = useUnreadCount(ctx);
  if (count === 0) return null;
  return (
    <AppLink ctx={ctx} to={to} className="h5-unread" aria-label={unreadLabel(ctx, count)}>
      <Badge content={count > 99 ? '99+' : count}>
        <BellOutline aria-hidden className="h5-unread__bell" />
      </Badge>
    </AppLink>
  );
}
