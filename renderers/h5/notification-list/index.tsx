import type { DeliveryNotification } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import type { Text } from '@/src/core/schema-types';
import type { BlockProps } from '@/src/runtime/block-props';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { boolProp, itemsOf, numberProp, pageOf } from '@/renderers/common/paged';
import { Pager } from '@/renderers/h5/shared/pager';
import { ChatView } from './chat-view';
import { NotificationFeed } from './notification-feed';

/** The candidate's notifications: a list (view "list"), or a read-only conversation (view "thread"). */
export default function NotificationList({ props, data, loading, error, reload, ctx }: BlockProps<Paged<DeliveryNotification>>) {
  const notifications = itemsOf(data);
  const thread = props.view === 'thread';
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={data === undefined}>
      {thread ? (
        <ChatView ctx={ctx} notifications={notifications} note={ctx.t((props.note as Text | undefined) ?? 'following.chat.note')} />
      ) : (
        <div className="h5-notes-block">
          <NotificationFeed ctx={ctx} notifications={notifications} />
          {boolProp(props.pager, true) && <Pager ctx={ctx} {...pageOf(data, ctx.query, numberProp(props.pageSize, 20))} />}
        </div>
      )}
    </BlockState>
  );
}
