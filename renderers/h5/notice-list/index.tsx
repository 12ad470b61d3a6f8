import type { Notice } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { itemsOf, pageOf } from '@/renderers/common/paged';
import { Pager } from '@/renderers/h5/shared/pager';
import { useDefaultPath } from '@/renderers/h5/shared/paths';
import '@/renderers/h5/shared/surface.css';
import './notice-list.css';
import { termText } from '@/src/i18n/term-text';

export default function NoticeList({ props, data, loading, error, reload, ctx }: BlockProps<Paged<Notice>, PropsFor<'notice-list'>>) {
  const linkPath = useDefaultPath(ctx, props.linkPath, 'notice/{id}');
  const notices = itemsOf(data);
  const compact = props.compact;
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={notices.length === 0}>
      <ul className="h5-cards">
        {notices.map((notice) => (
          <li key={notice.id}>
            <AppLink ctx={ctx} to={fillPath(linkPath, notice)} className="h5-card h5-notice">
              <h3 className="h5-card__title">{notice.title}</h3>
              {!compact && notice.summary && <p className="h5-card__text">{notice.summary}</p>}
              <div className="h5-card__meta">
                {notice.category && <span className="h5-chip h5-notice__category">{termText(ctx.t, 'noticeType', notice.categoryCode, notice.category)}</span>}
                <time dateTime={notice.publishDate}>{notice.publishDate}</time>
              </div>
            </AppLink>
          </li>
        ))}
      </ul>
      {props.pager && <Pager ctx={ctx} {...pageOf(data, ctx.query, props.pageSize)} />}
    </BlockState>
  );
}
