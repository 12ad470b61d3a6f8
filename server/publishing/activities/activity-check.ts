// An activity's form checked as a whole before it becomes (or stays) public: every bad field named at once (HTTP 400
// with data.fields), nothing written. Units must exist in the portal and lie within the publisher's units; the end
// comes after the start, sign-up closes no later than the end's day, and the places are never fewer than the
// sign-ups already taken.
import { zonedParts } from '@/src/core/time-zone';
import { zonedInstant } from '@/src/core/zoned-instant';
import type { Db } from '@/server/db/database';
import { beijingDate, beijingDateTime } from '@/server/http/clock';
import { isDate } from '@/server/integration/body-parts';
import { badFields, schemaErrors, type FieldError } from '@/server/integration/field-errors';
import { sanitizeRichHtml } from '@/server/integration/rich-text';
import type { PublishContext } from '../publish-draft';
import { activityValuesSchema, REQUIRED_TO_PUBLISH, type ActivityValues } from './activity-values';

/** An instant of the form: with an offset as given, without one on the portal's clock. */
export function instantOf(value: string, timeZone: string): Date | undefined {
  const at = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? new Date(value) : zonedInstant(value.slice(0, 16), timeZone);
  return at && !Number.isNaN(at.getTime()) ? at : undefined;
}

/** Rich text as the server keeps it: the markup a reader may keep (paragraphs, lists, emphasis, links), as a notice's. */
export const bodyHtml = (html: string) => sanitizeRichHtml(html);

/** The units of the codes (in their order), with a field error for an unknown one or one outside `scope`. */
export async function unitsOfCodes(db: Db, portalId: number, codes: string[], scope: number[] | undefined): Promise<{ ids: number[]; errors: FieldError[] }> {
  const rows = await db.selectFrom('units').select(['id', 'code', 'name']).where('portal_id', '=', portalId).where('code', 'in', [...codes, '']).execute();
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const errors: FieldError[] = [];
  for (const code of codes) {
    const unit = byCode.get(code);
    if (!unit) errors.push({ field: 'unitCodes', message: `单位编码 ${code} 不存在` });
    else if (scope && !scope.includes(Number(unit.id))) errors.push({ field: 'unitCodes', message: `单位「${unit.name}」不在你的发布范围内` });
  }
  return { ids: codes.flatMap((c) => (byCode.has(c) ? [Number(byCode.get(c)!.id)] : [])), errors: errors.slice(0, 1) };
}

export interface CheckOptions {
  /** the publisher's units; absent for the scheduler (checked when it was scheduled) */
  scope?: number[];
  /** a new activity: its end and its deadline may not have passed */
  publishing: boolean;
  /** the sign-ups an activity already has */
  signedUp?: number;
}

/** The activity row's values and its unit ids, or a 400 naming every bad field. */
export async function checkActivity(ctx: PublishContext, raw: unknown, o: CheckOptions) {
  const errors = schemaErrors(activityValuesSchema, raw);
  const values = (raw ?? {}) as ActivityValues;
  const bad = (field: string) => errors.some((e) => e.field === field);
  for (const [field, message] of REQUIRED_TO_PUBLISH) if (values[field] === undefined && !bad(field)) errors.push({ field, message });
  const tz = ctx.portal.timeZone;
  const start = typeof values.startTime === 'string' && !bad('startTime') ? instantOf(values.startTime, tz) : undefined;
  const end = typeof values.endTime === 'string' && !bad('endTime') ? instantOf(values.endTime, tz) : undefined;
  if (values.startTime !== undefined && !bad('startTime') && !start) errors.push({ field: 'startTime', message: '开始时间无效' });
  if (values.endTime !== undefined && !bad('endTime') && !end) errors.push({ field: 'endTime', message: '结束时间无效' });
  if (start && end && end.getTime() <= start.getTime()) errors.push({ field: 'endTime', message: '结束时间须晚于开始时间' });
  else if (end && o.publishing && end.getTime() <= ctx.now.getTime()) errors.push({ field: 'endTime', message: '结束时间已过' });
  const deadline = typeof values.deadline === 'string' && !bad('deadline') ? values.deadline : undefined;
  if (deadline && !isDate(deadline)) errors.push({ field: 'deadline', message: `报名截止日期 ${deadline} 不是有效日期` });
  else if (deadline && end) {
    const p = zonedParts(end, tz);
    const endDay = `${p.year}-${p.month}-${p.day}`;
    if (deadline > endDay) errors.push({ field: 'deadline', message: `报名截止日期不能晚于活动结束的日期 ${endDay}` });
    else if (o.publishing && deadline < beijingDate(ctx.now)) errors.push({ field: 'deadline', message: `报名截止日期 ${deadline} 已过` });
  }
  if (typeof values.capacity === 'number' && o.signedUp !== undefined && values.capacity < o.signedUp) {
    errors.push({ field: 'capacity', message: `报名人数上限不能少于已报名的 ${o.signedUp} 人` });
  }
  const html = typeof values.body === 'string' && !bad('body') ? bodyHtml(values.body) : undefined;
  if (html === '') errors.push({ field: 'body', message: '请填写活动详情' });
  const units = Array.isArray(values.unitCodes) && !bad('unitCodes') ? await unitsOfCodes(ctx.db, ctx.portal.id, values.unitCodes, o.scope) : { ids: [], errors: [] };
  errors.push(...units.errors);
  if (errors.length > 0 || !start || !end) throw badFields(errors);
  const row = {
    kind: values.kind!,
    title: values.title.trim(),
    summary: values.summary!.trim(),
    place: values.place!.trim(),
    start_time: beijingDateTime(start),
    end_time: beijingDateTime(end),
    deadline: deadline!,
    capacity: values.capacity!,
    body: html!,
  };
  return { row, unitIds: units.ids, form: values };
}
