import { Tag } from 'antd';
import type { Activity } from '@/src/core/entities';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { activityFacts, kindName } from '@/renderers/common/activity-sign-up';
import { FactList } from '@/renderers/common/fact-list';
import { SubjectCard, type SubjectCardClasses } from '@/renderers/common/subject-card';

const CARD: SubjectCardClasses = { section: 'pc-apply__position pc-card', eyebrow: 'pc-apply__eyebrow', head: 'pc-apply__title-row', title: 'pc-apply__title' };

/** The activity signed up for, above the apply-wizard's steps (in its look): title, kind, time, place, deadline. */
export function ActivitySummary({ ctx, activity: a, path = 'applyActivity/{id}/applyActivity' }: { ctx: BlockContext; activity: Activity; path?: string }) {
  return (
    <SubjectCard classes={CARD} labelId="pc-apply-activity" eyebrow={ctx.t('signup.activity')} title={a.title} tag={<Tag bordered={false}>{kindName(ctx, a.kind)}</Tag>}>
      <FactList ctx={ctx} facts={activityFacts(ctx, a)} className="pc-apply__facts" itemClass="pc-apply__fact" />
      <AppLink ctx={ctx} to={fillPath(path, a)} className="pc-apply__detail pc-link">
        {ctx.t('signup.viewActivity')}
      </AppLink>
    </SubjectCard>
  );
}
