import type { DeliveryNotification } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';
import { useRowChanges } from '@/renderers/common/use-row-changes';
import { NotificationItem } from './notification-item';
import './notification-list.css';

interface FeedProps {
  ctx: BlockContext;
  notifications: DeliveryNotification[];
  /** the chat view: oldest first, as bubbles, each with its application's position */
  thread?: boolean;
  positionOf?: (deliveryId: number) => string | undefined;
}

/** Notifications as a list (newest first, as the API answers) or as a read-only thread (oldest first). */
export function NotificationFeed({ ctx, notifications, thread = false, positionOf }: FeedProps) {
  const [rows, change] = useRowChanges(notifications);
  const ordered = thread ? [...rows].reverse() : rows;
  if (ordered.length === 0) return <p className="pc-notes__empty">{ctx.t('following.notice.empty')}</p>;
  return (
    <ol className={thread ? 'pc-notes pc-notes--thread' : 'pc-notes'} aria-label={ctx.t(thread ? 'following.chat.thread' : 'following.notice.list')}>
      {ordered.map((n) => (
        <NotificationItem
          key={n.id}
          ctx={ctx}
          notification={n}
          bubble={thread}
          from={thread ? positionOf?.(n.deliveryId) : undefined}
          onChange={(next) => change(n.id, next)}
        />
      ))}
    </ol>
  );
}
