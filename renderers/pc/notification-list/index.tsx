import type { DeliveryNotification } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import type { Text } from '@/src/core/schema-types';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { blockState } from '@/renderers/pc/shared/block-state';
import { Pager } from '@/renderers/pc/shared/pager';
import { asPaged } from '@/renderers/common/paged';
import { ChatView } from './chat-view';
import { NotificationFeed } from './notification-feed';

/** The candidate's notifications: a list (view "list"), or the chat page's read-only conversation (view "thread"). */
export default function NotificationList(props: BlockProps<Paged<DeliveryNotification>, PropsFor<'notification-list'>>) {
  const { ctx } = props;
  const paged = asPaged(props.data, props.props.pageSize);
  const loadingOrFailed = blockState(props, { empty: false, rows: 4 });
  if (loadingOrFailed) return loadingOrFailed;
  if (props.props.view === 'thread') {
    const note = ctx.t((props.props.note as Text | undefined) ?? 'following.chat.note');
    return <ChatView ctx={ctx} notifications={paged.list} note={note} />;
  }
  return (
    <div className="pc-notes-block">
      <NotificationFeed ctx={ctx} notifications={paged.list} />
      {props.props.pager && <Pager ctx={ctx} page={paged.page} pageSize={paged.pageSize} total={paged.total} />}
    </div>
  );
}
