import type { ReactNode } from 'react';
import { NotificationFeed as SharedFeed, type FeedProps, type NoteKit } from '@/renderers/common/notification-list/notification-feed';
import { AppointmentSlots } from './appointment-slots';
import './notification-list.css';

const Unread = ({ children }: { children: ReactNode }) => (
  <span className="h5-note__unread">{children}</span>
);

const NOTES: NoteKit = { prefix: 'h5', Unread, Slots: AppointmentSlots, timeInHead: false };

/** The shared notification feed, drawn with a plain badge for unread, antd-mobile's radio list for the interview times. */
export function NotificationFeed(props: FeedProps) {
  return <SharedFeed {...props} kit={NOTES} />;
}
