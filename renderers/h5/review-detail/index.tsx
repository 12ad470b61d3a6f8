// review-detail on h5 (data review.view): one application read-only: what it is for, its status and history,
// the candidate and the resume (the h5 resume-view renderer). Decisions are taken on pc.
import type { ReviewDetail as Detail } from '@/src/core/review-api';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { itemKind, itemPlace, itemTitle, signedInAsReviewer } from '@/renderers/common/review-items';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { DeliveryStatusTag } from '@/renderers/h5/delivery-list/delivery-status-tag';
import { DeliveryTimeline } from '@/renderers/common/delivery-flow/delivery-timeline';
import ResumeView from '@/renderers/h5/resume-view';
import '@/renderers/h5/shared/surface.css';
import '@/renderers/h5/delivery-flow/delivery-flow.css';
import './review-detail.css';
import { TitledSection } from '@/renderers/common/titled-section';

export default function ReviewDetail(props: BlockProps<Detail, PropsFor<'review-detail'>>) {
  const { data: d, loading, error, reload, ctx } = props;
  if (!signedInAsReviewer(ctx)) {
    return (
      <p className="h5-state h5-state__text" role="status">
        {ctx.t('review.notReviewer.description')}
      </p>
    );
  }
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={!d} rows={6}>
      {d && (
        <article className="h5-review-detail">
          <header className="h5-card">
            <span className="h5-chip">{itemKind(ctx, d)}</span>
            <h2 className="h5-review-detail__title">{itemTitle(d)}</h2>
            <div className="h5-card__meta">
              <span>{itemPlace(d)}</span>
              <DeliveryStatusTag ctx={ctx} status={d.status} />
            </div>
            <p className="h5-review-detail__candidate">{[d.candidate.name, d.candidate.mobile, d.candidate.email].filter(Boolean).join(' · ')}</p>
          </header>
          <TitledSection className="h5-card" headingClass="h5-review-detail__heading" headingId="h5-review-history" level={3} title={ctx.t('review.history')}>
            <DeliveryTimeline ctx={ctx} history={d.history} prefix="h5" />
          </TitledSection>
          <ResumeView {...props} props={{}} data={d.resume} loading={false} error={undefined} ctx={{ ...ctx, user: null }} />
        </article>
      )}
    </BlockState>
  );
}
