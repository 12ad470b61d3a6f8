import { defineBlock } from '../define-block';
import { boolean, oneOf, text } from '../prop-spec';
import { pageSize } from '../list-props';

export const notificationListBlock = defineBlock({
  type: 'notification-list',
  summary: 'The candidate\'s notifications, newest first: title, time, body, unread mark; an interview invitation offers its times (appointment.list: place, time, free places; a full one disabled) and confirms one with delivery.notificationConfirm, then shows the chosen time. View "thread" is the chat page: the applications at the side (?deliveryId= picks one) and their messages oldest first, read-only, with a note on where replies go. Data: delivery.notifications with deliveryId (optional), page, pageSize.',
  propsNote: 'Props of notification-list.',
  data: { endpoints: ['delivery.notifications'], required: true, note: 'deliveryId optional' },
  props: {
    view: oneOf('"list" (default): notifications as cards with a pager. "thread": the conversation view of the chat page.', ['list', 'thread'], { default: 'list' }),
    note: text('In view "thread": the note above the messages saying that there is no reply here and where replies go. Default "following.chat.note". A text: a message key of schemas/locales, or the text itself per locale: { "zh-CN": ..., "en-US": ... }.'),
    pageSize: pageSize(20),
    pager: boolean('Show the pager (pc: page numbers writing ?page=; h5: previous/next writing ?page=). Default true.', { default: true }),
  },
  draws: 'notifications newest first; an interview invitation lists appointment.list slots (time, place, free places; full ones disabled) and confirms one (delivery.notificationConfirm), then shows the chosen time. "thread": the chat page, applications at the side, messages oldest first, read-only, with a note on where replies go',
});
