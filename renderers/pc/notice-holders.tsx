import { useEffect } from 'react';
import { message, notification } from 'antd';
import { bindNoticeApi } from './notifier';

/** The holders of the notifier's messages and notifications; the kit provider loads them with the first notice. */
export default function NoticeHolders() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(() => bindNoticeApi({ message: messageApi, notification: notificationApi }), [messageApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
