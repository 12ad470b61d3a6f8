// What the activity form holds: a draft needs only a title and its units (the units decide whose it is); the rest
// is checked when it is published or saved published (activity-check.ts). Times are ISO instants, or a wall-clock
// time without an offset, read on the portal's clock; the deadline is a date.
import type { ActivityKind } from '@/src/core/entities';
import { ACTIVITY_KINDS } from '@/server/activities/activity-queries';
import { CODE, DATE, text } from '@/server/integration/body-parts';

export interface ActivityValues {
  title: string;
  kind?: ActivityKind;
  unitCodes: string[];
  startTime?: string;
  endTime?: string;
  deadline?: string;
  place?: string;
  capacity?: number;
  summary?: string;
  body?: string;
}

const TIME = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?$',
  description: "ISO 8601 date-time; without an offset, the portal's time zone",
} as const;

export const activityValuesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'unitCodes'],
  properties: {
    title: text(100),
    kind: { type: 'string', enum: [...ACTIVITY_KINDS], description: 'activity | campusFair | socialFair' },
    unitCodes: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: CODE, description: "a fair's participating units, or the unit holding the activity" },
    startTime: TIME,
    endTime: TIME,
    deadline: { ...DATE, description: 'the last day of sign-up (YYYY-MM-DD)' },
    place: text(200),
    capacity: { type: 'integer', minimum: 1, maximum: 1000000, description: 'sign-ups taken at most' },
    summary: text(500),
    body: { type: 'string', maxLength: 100000, description: 'rich text (HTML); stored sanitised: paragraphs, headings, lists, emphasis, links and tables, nothing else' },
  },
} as const;

/** The fields a published activity needs, with the words of a missing one. */
export const REQUIRED_TO_PUBLISH: [keyof ActivityValues, string][] = [
  ['kind', '请选择活动类型'],
  ['startTime', '请填写开始时间'],
  ['endTime', '请填写结束时间'],
  ['deadline', '请填写报名截止日期'],
  ['place', '请填写地点'],
  ['capacity', '请填写报名人数上限'],
  ['summary', '请填写简介'],
  ['body', '请填写活动详情'],
];

export const activityValuesProp = { type: 'object', description: 'the activity form: title, kind, unitCodes, startTime, endTime, deadline, place, capacity, summary, body' };
