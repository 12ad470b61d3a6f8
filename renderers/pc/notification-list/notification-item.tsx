import { Tag } from 'antd';
import type { DeliveryNotification } from '@/src/core/application-api';
import { formatDateTime } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';
import { noticeWords } from '@/renderers/common/notice-words';
import { AppointmentSlots } from './appointment-slots';

interface ItemProps {
  ctx: BlockContext;
  notification: DeliveryNotification;
  onChange: (next: DeliveryNotification) => void;
  /** the chat view: a message bubble instead of a card row */
  bubble?: boolean;
  /** in the chat view: the application's position the message is about */
  from?: string;
}

/** One notification: title, time, body; an interview invitation also offers its times. */
export function NotificationItem({ ctx, notification: n, onChange, bubble = false, from }: ItemProps) {
  const words = noticeWords(ctx, n);
  return (
    <li className={bubble ? 'pc-note pc-note--bubble' : 'pc-note'}>
      {bubble && <p className="pc-note__from">{from ? `${ctx.t('following.chat.from')} · ${from}` : ctx.t('following.chat.from')}</p>}
      <div className="pc-note__head">
        <h3 className="pc-note__title">{words.title}</h3>
        {!n.read && (
          <Tag bordered={false} className="pc-note__unread">
            {ctx.t('following.notice.unread')}
          </Tag>
        )}
        <time className="pc-note__time" dateTime={n.createdAt}>
          {formatDateTime(n.createdAt, ctx.timeZone)}
        </time>
      </div>
      {words.body && <p className="pc-note__body">{words.body}</p>}
      {n.kind === 'interview' && n.appointmentTimeArrangeId && <AppointmentSlots ctx={ctx} notification={n} onConfirmed={onChange} />}
    </li>
  );
}
