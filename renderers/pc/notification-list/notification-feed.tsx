import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { NotificationFeed as SharedFeed, type FeedProps, type NoteKit } from '@/renderers/common/notification-list/notification-feed';
import { AppointmentSlots } from './appointment-slots';
import './notification-list.css';

const Unread = ({ children }: { children: ReactNode }) => (
  <Tag bordered={false} className="pc-note__unread">
    {children}
  </Tag>
);

const NOTES: NoteKit = { prefix: 'pc', Unread, Slots: AppointmentSlots, timeInHead: true };

/** The shared notification feed, drawn with antd's tag for unread, its radio list for the interview times. */
export function NotificationFeed(props: FeedProps) {
  return <SharedFeed {...props} kit={NOTES} />;
}
