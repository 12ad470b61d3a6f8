import type { Delivery } from '@/src/core/application-api';
import { formatDate, formatDateTime } from '@/src/core/format';

export interface DeliverySubject {
  title: string;
  /** the employer of a position; the place of an activity */
  owner: string;
  /** the region of a position; the start of an activity */
  where: string;
}

/** What an application is for: its position (tag '1') or, for a sign-up (tag '2'), its activity. */
export function subjectOf(d: Delivery, timeZone: string): DeliverySubject {
  if (d.position) return { title: d.position.title, owner: d.position.unitName, where: d.position.regionName };
  if (d.activity) return { title: d.activity.title, owner: d.activity.place, where: formatDateTime(d.activity.startTime, timeZone) };
  return { title: '', owner: '', where: '' };
}

/** An application's facts in a row: who, where, when it was sent (投递时间 2026-01-05). */
export function deliveryFacts(d: Delivery, t: (key: string) => string, timeZone: string): string[] {
  const s = subjectOf(d, timeZone);
  return [s.owner, s.where, `${t('following.submittedAt')} ${formatDate(d.submittedAt, timeZone)}`].filter(Boolean);
}
