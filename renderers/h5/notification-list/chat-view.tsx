import type { DeliveryNotification } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';
import { NotificationFeed } from './notification-feed';
import { subjectOf } from '@/renderers/common/delivery-list/subject';
import { useChatThreads } from '@/renderers/common/notification-list/use-chat-threads';

interface ChatProps {
  ctx: BlockContext;
  notifications: DeliveryNotification[];
  note: string;
}

/**
 * The conversation view: a row of applications (?deliveryId= picks one) over the employer's messages as a
 * read-only thread. There is no call to answer them, so the note says where replies go instead.
 */
export function ChatView({ ctx, notifications, note }: ChatProps) {
  const { deliveries, selected, titleOf, pick } = useChatThreads(ctx);
  const chips = [{ id: null as number | null, label: ctx.t('following.chat.all') }, ...deliveries.map((d) => ({ id: d.id as number | null, label: subjectOf(d, ctx.timeZone).title }))];
  return (
    <div className="h5-chat">
      <nav className="h5-chat__threads" aria-label={ctx.t('following.chat.conversations')}>
        {chips.map((c) => (
          <button
            key={c.id ?? 'all'}
            type="button"
            className="h5-chat__thread"
            aria-current={c.id === selected ? 'true' : undefined}
            onClick={() => pick(c.id)}
          >
            {c.label}
          </button>
        ))}
      </nav>
      <p className="h5-chat__note" role="note">
        {note}
      </p>
      <NotificationFeed ctx={ctx} notifications={notifications} thread positionOf={selected ? undefined : titleOf} />
    </div>
  );
}
