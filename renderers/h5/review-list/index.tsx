// review-list on h5 (layout/review; data review.search): the applications to the reviewer's units, read-only:
// each card shows the candidate, what they applied for, the status and the date. Reviewing is done on pc.
import type { Paged } from '@/src/core/envelope';
import { formatDate } from '@/src/core/format';
import type { ReviewItem } from '@/src/core/review-api';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { itemKind, itemPlace, itemTitle, signedInAsReviewer } from '@/renderers/common/review-items';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { itemsOf, pageOf } from '@/renderers/common/paged';
import { Pager } from '@/renderers/h5/shared/pager';
import { DeliveryStatusTag } from '@/renderers/h5/delivery-list/delivery-status-tag';
import '@/renderers/h5/shared/surface.css';
import './review-list.css';

function ReviewCard({ ctx, item }: { ctx: BlockProps['ctx']; item: ReviewItem }) {
  return (
    <li className="h5-card h5-review-card">
      <div className="h5-review-card__top">
        <h3 className="h5-card__title">{item.candidate.name}</h3>
        <DeliveryStatusTag ctx={ctx} status={item.status} />
      </div>
      <p className="h5-review-card__target">
        <span className="h5-chip">{itemKind(ctx, item)}</span> {itemTitle(item)}
      </p>
      <div className="h5-card__meta">
        <span>{itemPlace(item)}</span>
        <time dateTime={item.submittedAt ?? item.updatedAt}>{ctx.t('review.submittedOn', { date: formatDate(item.submittedAt ?? item.updatedAt, ctx.timeZone) })}</time>
      </div>
    </li>
  );
}

export default function ReviewList({ props, data, loading, error, reload, ctx }: BlockProps<Paged<ReviewItem>, PropsFor<'review-list'>>) {
  if (!signedInAsReviewer(ctx)) {
    return (
      <div className="h5-state" role="status">
        <p className="h5-state__text">{ctx.t('review.notReviewer.description')}</p>
        <AppLink ctx={ctx} to="layout/censorlogin" className="h5-review-list__login">
          {ctx.t('review.notReviewer.action')}
        </AppLink>
      </div>
    );
  }
  const items = itemsOf(data);
  return (
    <section className="h5-review-list" aria-label={ctx.t('review.list.title')}>
      <p className="h5-review-list__note">{ctx.t('review.h5.note')}</p>
      <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={items.length === 0}>
        <ul className="h5-cards">
          {items.map((item) => (
            <ReviewCard key={item.id} ctx={ctx} item={item} />
          ))}
        </ul>
        {props.pager && <Pager ctx={ctx} {...pageOf(data, ctx.query, props.pageSize)} />}
      </BlockState>
    </section>
  );
}
