// The messages the server writes for a candidate: a kind and its parameters, and the Chinese text worded from the
// zh-CN catalogue (the same keys the clients read), kept as the fallback for clients that do not know the kind.
import { readFileSync } from 'node:fs';
import type { DeliveryStatus } from '@/src/core/application-api';
import { noticeText, type NoticeKind, type NoticeParams } from '@/src/core/notice-messages';
import { createTranslator, type Messages } from '@/src/core/translate';

// the repository's catalogue, read as the data it is (an operator's schemas folder may lack the file)
const zhMessages = JSON.parse(readFileSync(new URL('../../schemas/locales/zh-CN/messages.json', import.meta.url), 'utf8')) as Messages;
const zh = createTranslator('zh-CN', { 'zh-CN': zhMessages });

/** The columns of a notifications row that say what it is about. */
export interface NoticeColumns {
  title: string;
  body: string;
  message_kind: NoticeKind;
  message_params: string;
}

/** kind and params with their Chinese text; times in the portal's zone (only an interview's span has times). */
export function noticeColumns(kind: NoticeKind, params: NoticeParams, timeZone = 'UTC'): NoticeColumns {
  const { title, body } = noticeText({ messageKind: kind, messageParams: params, title: '', body: '' }, zh, timeZone);
  return { title, body, message_kind: kind, message_params: JSON.stringify(params) };
}

/** A new status of an application (positionId) or a sign-up (activityId). */
export function statusNotice(target: { title: string; positionId: number | null; activityId: number | null }, to: DeliveryStatus): NoticeColumns {
  if (target.activityId !== null) return noticeColumns('signUpStatus', { status: to, activityId: target.activityId, title: target.title });
  return noticeColumns('deliveryStatus', { status: to, positionId: target.positionId ?? undefined, title: target.title });
}

/** What a stored message_params holds, or undefined when it is not an object with a title (the text is shown then). */
export function parseNoticeParams(text: string | null): NoticeParams | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value) && typeof (value as NoticeParams).title === 'string') return value as NoticeParams;
  } catch {
    // a row written by hand: its text stays
  }
  return undefined;
}
