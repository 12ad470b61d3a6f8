import { deliveryStatusLabels, type DeliveryStatus } from '@/src/core/application-api';

/** What the candidate may filter by: every status but draft (drafts are not listed). */
export const LISTED_STATUSES = (Object.keys(deliveryStatusLabels) as DeliveryStatus[]).filter((s) => s !== 'draft');

export function statusesProp(value: unknown): DeliveryStatus[] {
  if (!Array.isArray(value)) return LISTED_STATUSES;
  const given = value.filter((s): s is DeliveryStatus => typeof s === 'string' && s in deliveryStatusLabels);
  return given.length > 0 ? given : LISTED_STATUSES;
}

export function pathProp(value: unknown, fallback: string): string {
  return typeof value === 'string' && value ? value : fallback;
}

export const DEFAULT_FLOW_PATH = 'recruitmentflow?deliveryId={id}';
/** feedback is given on the application's own page, which every variant has (userfeedback is default-only) */
export const DEFAULT_FEEDBACK_PATH = 'recruitmentflow?deliveryId={id}#feedback';
