import { Badge } from 'antd-mobile';
import { Glyph } from '@/renderers/h5/shared/glyphs';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { unreadLabel } from '@/renderers/common/unread-label';
import { useUnreadCount } from '@/renderers/common/use-unread-count';
import { unreadPath } from '@/renderers/common/account-paths';

/** The signed-in candidate's unread notifications in the top bar, leading where the account menu's "unread" entry does. */
export function UnreadBadge({ ctx }: { ctx: BlockContext }) {
  const count = useUnreadCount(ctx);
  const to = unreadPath(ctx, 'h5');
  if (count === 0 || !to) return null;
  return (
    <AppLink ctx={ctx} to={to} className="h5-unread" aria-label={unreadLabel(ctx, count)}>
      <Badge content={count > 99 ? '99+' : count}>
        <Glyph name="bell" aria-hidden className="h5-unread__bell" />
      </Badge>
    </AppLink>
  );
}
