import { useRef } from 'react';
import type { Notice } from '@/src/core/entities';
import type { Paged } from '@/src/core/envelope';
import { fillPath } from '@/renderers/common/fill-path';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { blockState } from '@/renderers/pc/shared/block-state';
import { Pager } from '@/renderers/pc/shared/pager';
import { asPaged } from '@/renderers/common/paged';
import './notice-list.css';
import { termText } from '@/src/i18n/term-text';

/** Notices: a date tile, category, title and summary; compact is one line each for home sections. */
export default function NoticeList(props: BlockProps<Paged<Notice>, PropsFor<'notice-list'>>) {
  const linkPath = props.props.linkPath ?? 'notice/{id}';
  const { ctx } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const compact = props.props.compact;
  const paged = asPaged(props.data, props.props.pageSize);
  const state = blockState(props, { empty: paged.list.length === 0, rows: compact ? 4 : 6 });
  if (state) return state;

  return (
    <div className={`pc-notices${compact ? ' pc-notices--compact' : ''}`} ref={listRef}>
      <ul className="pc-notices__list" aria-label={ctx.t('pc.list.notices')}>
        {paged.list.map((n) => {
          const [year = '', month = '', day = ''] = n.publishDate.split('-');
          return (
            <li key={n.id} className="pc-notices__row">
              {!compact && (
                <time className="pc-notices__tile" dateTime={n.publishDate}>
                  <span className="pc-notices__day" aria-hidden="true">
                    {day}
                  </span>
                  <span className="pc-notices__month" aria-hidden="true">{`${year}-${month}`}</span>
                  <span className="cm-visually-hidden">{n.publishDate}</span>
                </time>
              )}
              <div className="pc-notices__body">
                <div className="pc-notices__head">
                  {n.category && <span className="pc-notices__category">{termText(ctx.t, 'noticeType', n.categoryCode, n.category)}</span>}
                  <AppLink ctx={ctx} to={fillPath(linkPath, n)} className="pc-notices__title pc-link pc-stretched-link">
                    {n.title}
                  </AppLink>
                </div>
                {!compact && n.summary && <p className="pc-notices__summary">{n.summary}</p>}
              </div>
              {compact && (
                <time className="pc-notices__date" dateTime={n.publishDate}>
                  {n.publishDate}
                </time>
              )}
            </li>
          );
        })}
      </ul>
      {props.props.pager && (
        <Pager ctx={ctx} page={paged.page} pageSize={paged.pageSize} total={paged.total} capped={paged.totalCapped} scrollTarget={listRef} />
      )}
    </div>
  );
}
