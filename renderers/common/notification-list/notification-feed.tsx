import type { ComponentType, ReactNode } from 'react';
import type { DeliveryNotification } from '@/src/core/application-api';
import { formatDateTime } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';
import { noticeWords } from '@/renderers/common/notice-words';
import { useRowChanges } from '@/renderers/common/use-row-changes';

export interface SlotsProps {
  ctx: BlockContext;
  notification: DeliveryNotification;
  onConfirmed: (next: DeliveryNotification) => void;
}

/** What a terminal draws its own way inside the shared feed: its class prefix, its unread badge, its slot picker. */
export interface NoteKit {
  prefix: 'pc' | 'h5';
  Unread: ComponentType<{ children: ReactNode }>;
  Slots: ComponentType<SlotsProps>;
  /** pc sets the time at the end of the title row; h5 under it */
  timeInHead: boolean;
}

export interface FeedProps {
  ctx: BlockContext;
  notifications: DeliveryNotification[];
  /** the chat view: oldest first, as bubbles, each with its application's position */
  thread?: boolean;
  positionOf?: (deliveryId: number) => string | undefined;
}

interface ItemProps {
  ctx: BlockContext;
  kit: NoteKit;
  notification: DeliveryNotification;
  onChange: (next: DeliveryNotification) => void;
  /** the chat view: a message bubble, with the application it is about */
  bubble: boolean;
  from?: string;
}

/** One notification: title, time, body; an interview invitation also offers its times. */
function NotificationItem({ ctx, kit, notification: n, onChange, bubble, from }: ItemProps) {
  const { prefix: p, Unread, Slots } = kit;
  const words = noticeWords(ctx, n);
  const time = (
    <time className={`${p}-note__time`} dateTime={n.createdAt}>
      {formatDateTime(n.createdAt, ctx.timeZone)}
    </time>
  );
  return (
    <li className={bubble ? `${p}-note ${p}-note--bubble` : `${p}-note`}>
      {bubble && <p className={`${p}-note__from`}>{from ? `${ctx.t('following.chat.from')} · ${from}` : ctx.t('following.chat.from')}</p>}
      <div className={`${p}-note__head`}>
        <h3 className={`${p}-note__title`}>{words.title}</h3>
        {!n.read && <Unread>{ctx.t('following.notice.unread')}</Unread>}
        {kit.timeInHead && time}
      </div>
      {!kit.timeInHead && time}
      {words.body && <p className={`${p}-note__body`}>{words.body}</p>}
      {n.kind === 'interview' && n.appointmentTimeArrangeId && <Slots ctx={ctx} notification={n} onConfirmed={onChange} />}
    </li>
  );
}

/** Notifications as a list (newest first, as the API answers) or as a read-only thread (oldest first). */
export function NotificationFeed({ ctx, notifications, thread = false, positionOf, kit }: FeedProps & { kit: NoteKit }) {
  const [rows, change] = useRowChanges(notifications);
  const ordered = thread ? [...rows].reverse() : rows;
  const p = kit.prefix;
  if (ordered.length === 0) return <p className={`${p}-notes__empty`}>{ctx.t('following.notice.empty')}</p>;
  return (
    <ol className={thread ? `${p}-notes ${p}-notes--thread` : `${p}-notes`} aria-label={ctx.t(thread ? 'following.chat.thread' : 'following.notice.list')}>
      {ordered.map((n) => (
        <NotificationItem
          key={n.id}
          ctx={ctx}
          kit={kit}
          notification={n}
          bubble={thread}
          from={thread ? positionOf?.(n.deliveryId) : undefined}
          onChange={(next) => change(n.id, next)}
        />
      ))}
    </ol>
  );
}
