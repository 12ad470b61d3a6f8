import { Alert } from 'antd';
import type { DeliveryNotification } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';
import { DeliveryStatusTag } from '@/renderers/pc/delivery-list/delivery-status-tag';
import { NotificationFeed } from './notification-feed';
import { subjectOf } from '@/renderers/common/delivery-list/subject';
import { useChatThreads } from '@/renderers/common/notification-list/use-chat-threads';

interface ChatProps {
  ctx: BlockContext;
  notifications: DeliveryNotification[];
  note: string;
}

/**
 * The conversation view: applications at the side (?deliveryId= picks one), the employer's messages as a
 * read-only thread. There is no call to answer them, so the note says where replies go instead.
 */
export function ChatView({ ctx, notifications, note }: ChatProps) {
  const { deliveries, selected, current, titleOf, pick } = useChatThreads(ctx);

  return (
    <div className="pc-chat">
      <nav className="pc-chat__side" aria-label={ctx.t('following.chat.conversations')}>
        <ul className="pc-chat__threads">
          <li>
            <button type="button" className="pc-chat__thread" aria-current={selected === null ? 'true' : undefined} onClick={() => pick(null)}>
              <span className="pc-chat__thread-title">{ctx.t('following.chat.all')}</span>
            </button>
          </li>
          {deliveries.map((d) => (
            <li key={d.id}>
              <button type="button" className="pc-chat__thread" aria-current={selected === d.id ? 'true' : undefined} onClick={() => pick(d.id)}>
                <span className="pc-chat__thread-title">{subjectOf(d, ctx.timeZone).title}</span>
                <span className="pc-chat__thread-meta">
                  <DeliveryStatusTag ctx={ctx} status={d.status} />
                  {d.unread > 0 && <span className="pc-chat__unread">{ctx.t('following.unread', { count: d.unread })}</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="pc-chat__main" aria-labelledby="pc-chat-title">
        <h2 className="pc-chat__title" id="pc-chat-title">
          {current ? subjectOf(current, ctx.timeZone).title : ctx.t('following.chat.all')}
        </h2>
        {current && <p className="pc-chat__unit">{subjectOf(current, ctx.timeZone).owner}</p>}
        <Alert type="info" showIcon className="pc-chat__note" message={note} />
        <NotificationFeed ctx={ctx} notifications={notifications} thread positionOf={current ? undefined : titleOf} />
      </section>
    </div>
  );
}
