import { message, notification } from 'antd';

/** antd's static notice functions: the notifier's fallback outside the kit provider (a site that failed to start). */
export const staticNotices = { message, notification };
