// review-detail (review/{deliveryId}; data review.view): one application or sign-up to the reviewer's units:
// the candidate's resume read-only from the same template (the resume-view renderer, photo included), the
// candidate, the status with its history, and the decision (start, pass or fail with a comment).
import type { ReviewDetail as Detail } from '@/src/core/review-api';
import { formatDateTime } from '@/src/core/format';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { reviewerWorkspacePath } from '@/renderers/common/account-paths';
import { itemKind, itemPlace, itemTitle, signedInAsReviewer } from '@/renderers/common/review-items';
import { useReviewDecision } from '@/renderers/common/use-review-decision';
import { blockState } from '@/renderers/pc/shared/block-state';
import { DeliveryStatusTag } from '@/renderers/pc/delivery-list/delivery-status-tag';
import { DeliveryTimeline } from '@/renderers/common/delivery-flow/delivery-timeline';
import ResumeView from '@/renderers/pc/resume-view';
import { NotReviewer } from '@/renderers/pc/review-list/not-reviewer';
import { DecisionPanel } from './decision-panel';
import '@/renderers/pc/delivery-flow/delivery-flow.css';
import './review-detail.css';
import { TitledSection } from '@/renderers/common/titled-section';

function Facts({ ctx, detail }: { ctx: BlockProps['ctx']; detail: Detail }) {
  const rows: Array<[string, string | null]> = [
    ['review.candidate.name', detail.candidate.name],
    ['review.candidate.mobile', detail.candidate.mobile],
    ['review.candidate.email', detail.candidate.email],
    ['review.col.submittedAt', detail.submittedAt ? formatDateTime(detail.submittedAt, ctx.timeZone) : null],
  ];
  return (
    <dl className="pc-review-detail__facts">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{ctx.t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export default function ReviewDetail(props: BlockProps<Detail, PropsFor<'review-detail'>>) {
  const { ctx } = props;
  const decision = useReviewDecision(props.data);
  if (!signedInAsReviewer(ctx)) return <NotReviewer ctx={ctx} />;
  const detail = decision.detail;
  const state = blockState(props, { empty: !detail, rows: 10 });
  if (state || !detail) return state;
  const listPath = props.props.listPath ?? reviewerWorkspacePath(ctx, 'pc');

  return (
    <div className="pc-review-detail">
      <AppLink ctx={ctx} to={listPath} className="pc-review-detail__back">
        {`← ${ctx.t('review.back')}`}
      </AppLink>
      <section className="pc-review-detail__head pc-card" aria-label={ctx.t('review.summary')}>
        <p className="pc-review-detail__kind">{itemKind(ctx, detail)}</p>
        <div className="pc-review-detail__title-row">
          <h2 className="pc-review-detail__title">{itemTitle(detail)}</h2>
          <DeliveryStatusTag ctx={ctx} status={detail.status} />
        </div>
        <p className="pc-review-detail__place">{itemPlace(detail)}</p>
        <Facts ctx={ctx} detail={detail} />
      </section>
      <div className="pc-review-detail__body">
        <section className="pc-review-detail__resume" aria-label={ctx.t('review.resume')}>
          {/* read-only for the reviewer: no user, so no link to the candidate's editor */}
          <ResumeView {...props} props={{}} data={detail.resume} error={undefined} loading={false} ctx={{ ...ctx, user: null }} />
        </section>
        <aside className="pc-review-detail__side">
          <DecisionPanel key={detail.id} ctx={ctx} decision={decision} />
          <TitledSection className="pc-review-detail__panel pc-card" headingClass="pc-review-detail__panel-title" headingId="pc-review-history" level={3} title={ctx.t('review.history')}>
            <DeliveryTimeline ctx={ctx} history={detail.history} prefix="pc" />
          </TitledSection>
        </aside>
      </div>
    </div>
  );
}
