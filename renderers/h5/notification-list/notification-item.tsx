import type { DeliveryNotification } from '@/src/core/application-api';
import { formatDateTime } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';
import { noticeWords } from '@/renderers/common/notice-words';
import { AppointmentSlots } from './appointment-slots';

interface ItemProps {
  ctx: BlockContext;
  notification: DeliveryNotification;
  onChange: (next: DeliveryNotification) => void;
  /** the chat view: a message bubble, with the application it is about */
  bubble?: boolean;
  from?: string;
}

/** One notification: title, time, body; an interview invitation also offers its times. */
export function NotificationItem({ ctx, notification: n, onChange, bubble = false, from }: ItemProps) {
  const words = noticeWords(ctx, n);
  return (
    <li className={bubble ? 'h5-note h5-note--bubble' : 'h5-note'}>
      {bubble && <p className="h5-note__from">{from ? `${ctx.t('following.chat.from')} · ${from}` : ctx.t('following.chat.from')}</p>}
      <div className="h5-note__head">
        <h3 className="h5-note__title">{words.title}</h3>
        {!n.read && <span className="h5-note__unread">{ctx.t('following.notice.unread')}</span>}
      </div>
      <time className="h5-note__time" dateTime={n.createdAt}>
        {formatDateTime(n.createdAt, ctx.timeZone)}
      </time>
      {words.body && <p className="h5-note__body">{words.body}</p>}
      {n.kind === 'interview' && n.appointmentTimeArrangeId && <AppointmentSlots ctx={ctx} notification={n} onConfirmed={onChange} />}
    </li>
  );
}
