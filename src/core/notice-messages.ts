// The candidate's messages about their applications, worded by kind from the locale catalogues (message.{kind}.*,
// schemas/locales/{locale}/messages.json). The server keeps the Chinese text beside the kind and its parameters:
// a client shows that text for a kind it does not know (rows older than migration 010, other producers).
import { deliveryStatusLabels, type DeliveryStatus } from './application-api';
import { formatDateTime } from './format';
import type { Text } from './schema-types';

export type NoticeKind = 'deliveryStatus' | 'signUpStatus' | 'backgroundCheckRequest' | 'interviewInvitation';

export const NOTICE_KINDS: readonly NoticeKind[] = ['deliveryStatus', 'signUpStatus', 'backgroundCheckRequest', 'interviewInvitation'];

/** What a message names: the position or activity (id and title as written), the new status, the interview's span (ISO). */
export interface NoticeParams {
  title: string;
  positionId?: number;
  activityId?: number;
  status?: DeliveryStatus;
  from?: string;
  to?: string;
}

export interface NoticeMessage {
  messageKind?: string;
  messageParams?: NoticeParams;
  title: string;
  body: string;
}

type Lookup = (text: Text, vars?: Record<string, string | number>) => string;

const isKind = (kind: string | undefined): kind is NoticeKind => NOTICE_KINDS.includes(kind as NoticeKind);

/** The catalogue key of a part of a message of this kind; an interview invitation with times has its own body. */
export function noticeKey(kind: NoticeKind, part: 'title' | 'body', params: NoticeParams): string {
  const timed = kind === 'interviewInvitation' && part === 'body' && params.from && params.to;
  return `message.${kind}.${timed ? 'bodyTimed' : part}`;
}

/**
 * Title and body in the reader's language; the stored (Chinese) text when the kind is unknown, its parameters are
 * missing, or the catalogues have no text for it. Times read on the portal's clock (timeZone).
 */
export function noticeText(n: NoticeMessage, t: Lookup, timeZone: string): { title: string; body: string } {
  const kind = n.messageKind;
  const params = n.messageParams;
  if (!isKind(kind) || !params || typeof params.title !== 'string') return { title: n.title, body: n.body };
  if ((kind === 'deliveryStatus' || kind === 'signUpStatus') && !(params.status && params.status in deliveryStatusLabels)) {
    return { title: n.title, body: n.body };
  }
  const vars: Record<string, string> = {
    title: params.title,
    status: params.status ? t(deliveryStatusLabels[params.status]) : '',
    from: params.from ? formatDateTime(params.from, timeZone) : '',
    to: params.to ? formatDateTime(params.to, timeZone) : '',
  };
  const word = (part: 'title' | 'body', stored: string) => {
    const key = noticeKey(kind, part, params);
    const text = t(key, vars);
    return text && text !== key ? text : stored;
  };
  return { title: word('title', n.title), body: word('body', n.body) };
}
