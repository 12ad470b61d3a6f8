// review-list (the reviewers' workspace, review; data review.search): the applications and sign-ups to the
// reviewer's units, filtered by position (review.positions), status and candidate name, all in the URL query;
// each row leads to its review (the page's detailPath, e.g. review/{id}; without one, rows do not link).
import { useRef } from 'react';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Paged } from '@/src/core/envelope';
import type { ReviewItem, ReviewPosition } from '@/src/core/review-api';
import { formatDate, formatDateTime } from '@/src/core/format';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { useEndpoint } from '@/src/api/use-endpoint';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { itemKind, itemPlace, itemTitle, signedInAsReviewer, statusesProp } from '@/renderers/common/review-items';
import { blockState } from '@/renderers/pc/shared/block-state';
import { Pager } from '@/renderers/pc/shared/pager';
import { totalText } from '@/renderers/common/capped-count';
import { asPaged } from '@/renderers/common/paged';
import { DeliveryStatusTag } from '@/renderers/pc/delivery-list/delivery-status-tag';
import { NotReviewer } from './not-reviewer';
import { ReviewFilters } from './review-filters';
import './review-list.css';

function columns(ctx: BlockProps['ctx'], detailPath: string | undefined): ColumnsType<ReviewItem> {
  const shown: ColumnsType<ReviewItem> = [
    {
      key: 'candidate',
      title: ctx.t('review.col.candidate'),
      render: (_, item) => (
        <div className="pc-review-list__candidate">
          {detailPath ? (
            <AppLink ctx={ctx} to={fillPath(detailPath, item)} className="pc-review-list__name">
              {item.candidate.name}
            </AppLink>
          ) : (
            <span className="pc-review-list__name">{item.candidate.name}</span>
          )}
          <span className="pc-review-list__sub">{item.candidate.mobile ?? item.candidate.email ?? ''}</span>
        </div>
      ),
    },
    {
      key: 'target',
      title: ctx.t('review.col.target'),
      render: (_, item) => (
        <div className="pc-review-list__target">
          <span>
            <Tag bordered={false} className={`pc-review-list__kind pc-review-list__kind--${item.tag === '2' ? 'sign-up' : 'application'}`}>
              {itemKind(ctx, item)}
            </Tag>
            {itemTitle(item)}
          </span>
          <span className="pc-review-list__sub">{itemPlace(item)}</span>
        </div>
      ),
    },
    { key: 'status', title: ctx.t('review.col.status'), render: (_, item) => <DeliveryStatusTag ctx={ctx} status={item.status} /> },
    { key: 'submittedAt', title: ctx.t('review.col.submittedAt'), render: (_, item) => formatDate(item.submittedAt, ctx.timeZone) },
    { key: 'updatedAt', title: ctx.t('review.col.updatedAt'), render: (_, item) => formatDateTime(item.updatedAt, ctx.timeZone) },
  ];
  if (!detailPath) return shown;
  return [
    ...shown,
    {
      key: 'open',
      title: ctx.t('review.col.action'),
      render: (_, item) => (
        <AppLink ctx={ctx} to={fillPath(detailPath, item)} className="pc-review-list__open" aria-label={ctx.t('review.openFor', { name: item.candidate.name })}>
          {ctx.t(item.actions.length > 0 ? 'review.open' : 'review.view')}
        </AppLink>
      ),
    },
  ];
}

export default function ReviewList(props: BlockProps<Paged<ReviewItem>, PropsFor<'review-list'>>) {
  const { ctx } = props;
  const reviewer = signedInAsReviewer(ctx);
  const listRef = useRef<HTMLDivElement>(null);
  const positions = useEndpoint<ReviewPosition[]>(reviewer && props.props.filter ? 'review.positions' : null);
  if (!reviewer) return <NotReviewer ctx={ctx} />;
  const paged = asPaged(props.data, props.props.pageSize);
  const detailPath = props.props.detailPath ?? undefined;
  const state = blockState(props, { empty: false, rows: 8 });
  return (
    <section className="pc-review-list pc-card" aria-labelledby="pc-review-list-title" ref={listRef}>
      <header className="pc-review-list__head">
        <h2 className="pc-review-list__title" id="pc-review-list-title">
          {ctx.t('review.list.title')}
        </h2>
        <span className="pc-review-list__total">{totalText(ctx, paged.total, paged.totalCapped)}</span>
      </header>
      {props.props.filter && <ReviewFilters ctx={ctx} positions={positions.data ?? []} statuses={statusesProp(props.props.statuses)} />}
      {state ?? (
        <Table<ReviewItem>
          rowKey="id"
          columns={columns(ctx, detailPath)}
          dataSource={paged.list}
          pagination={false}
          loading={props.loading}
          locale={{ emptyText: ctx.t('review.list.empty') }}
        />
      )}
      {props.props.pager && <Pager ctx={ctx} page={paged.page} pageSize={paged.pageSize} total={paged.total} capped={paged.totalCapped} scrollTarget={listRef} />}
    </section>
  );
}
