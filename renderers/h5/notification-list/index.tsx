import type { DeliveryNotification } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import type { Text } from '@/src/core/schema-types';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { itemsOf, pageOf } from '@/renderers/common/paged';
import { Pager } from '@/renderers/h5/shared/pager';
import { ChatView } from './chat-view';
import { NotificationFeed } from './notification-feed';

/** The candidate's notifications: a list (view "list"), or a read-only conversation (view "thread"). */
export default function NotificationList({ props, data, loading, error, reload, ctx }: BlockProps<Paged<DeliveryNotification>, PropsFor<'notification-list'>>) {
  const notifications = itemsOf(data);
  const thread = props.view === 'thread';
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={data === undefined}>
      {thread ? (
        <ChatView ctx={ctx} notifications={notifications} note={ctx.t((props.note as Text | undefined) ?? 'following.chat.note')} />
      ) : (
        <div className="h5-notes-block">
          <NotificationFeed ctx={ctx} notifications={notifications} />
          {props.pager && <Pager ctx={ctx} {...pageOf(data, ctx.query, props.pageSize)} />}
        </div>
      )}
    </BlockState>
  );
}
