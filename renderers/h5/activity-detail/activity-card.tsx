import { Tag } from 'antd-mobile';
import type { Activity } from '@/src/core/entities';
import { formatDate, formatTimeSpan } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { kindName } from '@/renderers/common/activity-sign-up';
import { SubjectCard, type SubjectCardClasses } from '@/renderers/common/subject-card';

const CARD: SubjectCardClasses = { section: 'h5-card h5-apply-wizard__position', eyebrow: 'h5-apply-wizard__eyebrow', head: 'h5-apply-wizard__head', title: 'h5-apply-wizard__title' };

/** The activity signed up for, above the apply-wizard's steps (in its look): title, kind, time, place, deadline. */
export function ActivityCard({ ctx, activity: a, path }: { ctx: BlockContext; activity: Activity; path: string }) {
  return (
    <SubjectCard classes={CARD} labelId="h5-apply-activity" eyebrow={ctx.t('signup.activity')} title={a.title} tag={<Tag color="primary" fill="outline">{kindName(ctx, a.kind)}</Tag>}>
      <div className="h5-card__meta">
        <span className="h5-chip">{a.place}</span>
        <span>{formatTimeSpan(a.startTime, a.endTime, ctx.timeZone)}</span>
        <span>{ctx.t('h5.activity.deadlineOn', { date: formatDate(a.deadline, ctx.timeZone) })}</span>
      </div>
      <AppLink ctx={ctx} to={fillPath(path, a)} className="h5-apply-wizard__detail">
        {ctx.t('signup.viewActivity')}
      </AppLink>
    </SubjectCard>
  );
}
