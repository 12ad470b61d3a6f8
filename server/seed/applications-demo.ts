// What each demo candidate's application assistant shows: applications in several statuses with their
// histories, a pending background check, an interview invitation with three slots, open feedback, favourites.
import type { DeliveryStatus } from '@/src/core/application-api';

/** Which position an application goes to: an open one published before it, the closed one, one whose deadline passed. */
export type PositionPick = 'open' | 'closed' | 'lapsed';

export interface DemoApplication {
  pick: PositionPick;
  /** the status changes after the submission, with their times (ISO); `null` times are worked out from the position */
  submittedAt: string | null;
  steps: Array<{ to: DeliveryStatus; at: string | null; comment?: string }>;
  backgroundCheck?: { pendingSince: string };
  /** an invitation to the demo slots; with `held`, to that one slot instead, confirmed: the interview took place */
  interview?: { invitedAt: string; held?: { start: string; end: string; place: string } };
  feedbackOpen?: boolean;
}

/** 10:00 in Beijing on that date. */
const day = (date: string) => `${date}T02:00:00.000Z`;

export const demoApplications: DemoApplication[] = [
  {
    pick: 'open',
    submittedAt: day('2026-10-20'),
    steps: [
      { to: 'processing', at: day('2026-10-24') },
      { to: 'reviewing', at: day('2026-11-02') },
      { to: 'passed', at: day('2026-11-14'), comment: '资格审查通过，请留意背景调查通知' },
    ],
    backgroundCheck: { pendingSince: day('2026-11-15') },
  },
  {
    pick: 'open',
    submittedAt: day('2026-10-22'),
    steps: [
      { to: 'reviewing', at: day('2026-10-30') },
      { to: 'failed', at: day('2026-11-09'), comment: '专业方向与岗位要求不符' },
    ],
  },
  {
    pick: 'open',
    submittedAt: day('2026-10-26'),
    steps: [
      { to: 'applying', at: day('2026-10-30') },
      { to: 'reviewing', at: day('2026-11-13'), comment: '面试已完成，资格审查中' },
    ],
    // feedback is asked for only after an interview (src/core/interview-feedback.ts)
    interview: { invitedAt: day('2026-11-01'), held: { start: '2026-11-06T01:00:00.000Z', end: '2026-11-06T02:00:00.000Z', place: '总部大楼3层301会议室' } },
    feedbackOpen: true,
  },
  {
    pick: 'open',
    submittedAt: day('2026-11-03'),
    steps: [{ to: 'applying', at: day('2026-11-07') }],
    interview: { invitedAt: day('2026-11-17') },
  },
  { pick: 'open', submittedAt: day('2026-11-10'), steps: [{ to: 'processing', at: day('2026-11-13') }] },
  // withdrawable: review has not started
  { pick: 'open', submittedAt: day('2026-11-19'), steps: [] },
  { pick: 'closed', submittedAt: null, steps: [{ to: 'processing', at: null }, { to: 'ended', at: day('2026-11-16') }] },
  { pick: 'lapsed', submittedAt: null, steps: [{ to: 'deadline', at: null }] },
];

/** Notifications older than this are read. */
export const READ_BEFORE = day('2026-11-12');

/** The interview times of the invitation: the first slot takes one person. */
export const demoSlots = [
  { start: '2026-11-26T01:00:00.000Z', end: '2026-11-26T02:00:00.000Z', place: '总部大楼3层301会议室', capacity: 1 },
  { start: '2026-11-26T06:00:00.000Z', end: '2026-11-26T07:00:00.000Z', place: '总部大楼3层301会议室', capacity: 3 },
  { start: '2026-11-27T01:30:00.000Z', end: '2026-11-27T03:30:00.000Z', place: '线上视频面试（链接将以短信发送）', capacity: 5 },
];

export const demoFavouriteTimes = [day('2026-11-15'), day('2026-11-18')];
