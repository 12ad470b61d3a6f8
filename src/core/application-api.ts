// What the favourites, wizard, application and appointment calls take and answer
// (docs/api-contract.md, "Applications"). Server and portal share them.
import type { Paged } from './envelope';
import type { Activity, Position } from './entities';
import type { NoticeParams } from './notice-messages';

/** Stored status codes; labels in deliveryStatusLabels (the spec's Chinese status labels). 'draft': the wizard sent the candidate to complete the resume. */
export type DeliveryStatus = 'draft' | 'submitted' | 'processing' | 'applying' | 'reviewing' | 'passed' | 'failed' | 'ended' | 'deadline';

export const deliveryStatusLabels: Record<DeliveryStatus, { 'zh-CN': string; 'en-US': string }> = {
  draft: { 'zh-CN': '待完善简历', 'en-US': 'Resume to complete' },
  submitted: { 'zh-CN': '投递成功', 'en-US': 'Submitted' },
  processing: { 'zh-CN': '流程处理中', 'en-US': 'In process' },
  applying: { 'zh-CN': '应聘流程中', 'en-US': 'Application in progress' },
  reviewing: { 'zh-CN': '资格审查中', 'en-US': 'Qualification review' },
  passed: { 'zh-CN': '资格审查通过', 'en-US': 'Qualification passed' },
  failed: { 'zh-CN': '资格审查未通过', 'en-US': 'Qualification failed' },
  ended: { 'zh-CN': '招聘已结束', 'en-US': 'Recruitment ended' },
  deadline: { 'zh-CN': '报名已截止', 'en-US': 'Registration closed' },
};

/** the application-delivery tag, '1' in the spec; an activity sign-up is '2' */
export const APPLICATION_DELIVERY_TAG = '1';
/** the activity sign-up tag (活动报名), the spec's fourth label */
export const SIGN_UP_DELIVERY_TAG = '2';

export interface CollectedPosition extends Position {
  collectedAt: string;
}

export interface CollectState {
  positionId: number;
  collected: boolean;
}

/** wizard.apply: where an application to a position (tag '1') or a sign-up for an activity (tag '2') stands before it is submitted */
export interface ApplyCheck {
  /** '1' an application: `position` is set; '2' a sign-up: `activity` is set */
  tag: string;
  /** tag '1' */
  position?: Position;
  /** tag '2' (with signUp) */
  activity?: Activity;
  /**
   * ready: can submit; incomplete: complete the resume first (deliveryId set); applied: already applied or signed up
   * (deliveryId set); closed (positions) / deadline / full (activities): refused
   */
  state: 'ready' | 'incomplete' | 'applied' | 'closed' | 'deadline' | 'full';
  /** the status label when state is closed, deadline or full */
  statusLabel?: string;
  /** the resume template the position or activity asks for */
  templateId: string;
  /** required fields (and short repeatable parts) still missing, by section; sectionName is the template's message key */
  missing: Array<{ sectionId: string; sectionName: string; count: number }>;
  deliveryId?: number;
}

export interface DeliveryEvent {
  status: DeliveryStatus;
  at: string; // ISO
  comment?: string;
  /** this move undid the reviewer's decision before it (back to reviewing) */
  undo?: boolean;
}

export type BackgroundCheck = 'none' | 'pending' | 'agreed' | 'disagreed';

export type DeliveryPosition = Pick<Position, 'id' | 'title' | 'unitName' | 'recruitType' | 'regionName' | 'deadline' | 'status'>;

export type DeliveryActivity = Pick<Activity, 'id' | 'title' | 'place' | 'startTime'>;

export interface Delivery {
  id: number;
  /** '1' an application to `position`; '2' a sign-up for `activity` */
  tag: string;
  /** null for a sign-up */
  positionId: number | null;
  /** tag '1'; null for a sign-up */
  position: DeliveryPosition | null;
  /** tag '2'; null for an application */
  activity: DeliveryActivity | null;
  status: DeliveryStatus;
  submittedAt: string | null;
  updatedAt: string;
  /** delivery.delete is allowed (status submitted: review has not started) */
  withdrawable: boolean;
  backgroundCheck: BackgroundCheck;
  /** interview feedback may be given (an interview took place) and was not yet */
  feedbackOpen: boolean;
  unread: number;
  /** oldest first; in delivery.search and delivery.open */
  history: DeliveryEvent[];
}

export interface DeliveryNotification {
  id: number;
  deliveryId: number;
  kind: 'status' | 'backgroundCheck' | 'interview';
  /** the Chinese text, shown when messageKind is absent or unknown to the client */
  title: string;
  body: string;
  /** what the message says, worded by the client from its catalogues (src/core/notice-messages.ts) */
  messageKind?: string;
  messageParams?: NoticeParams;
  createdAt: string;
  read: boolean;
  /** an interview invitation waiting for a time: confirm with notificationConfirm and a slot of this arrangement */
  appointmentTimeArrangeId?: number;
  confirmedAt?: string | null;
}

export interface AppointmentSlot {
  id: number;
  start: string; // ISO
  end: string;
  place: string;
  capacity: number;
  taken: number;
  /** the caller holds this slot */
  chosen: boolean;
}

export interface FeedbackBody {
  deliveryId: number;
  /** 1-5 */
  rating: number;
  comment?: string;
}

export type PagedDeliveries = Paged<Delivery>;
