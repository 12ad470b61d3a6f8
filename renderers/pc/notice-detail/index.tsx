import { useMemo } from 'react';
import type { Notice } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { sanitizeHtml } from '@/renderers/common/sanitize-html';
import { blockState } from '@/renderers/pc/shared/block-state';
import './notice-detail.css';
import { DetailHead } from '@/renderers/common/detail-head';

/** A notice: title, source, date and its HTML body, sanitised before it is drawn. */
export default function NoticeDetail(props: BlockProps<Notice, PropsFor<'notice-detail'>>) {
  const { ctx, data: n } = props;
  const body = useMemo(() => sanitizeHtml(n?.bodyHtml ?? ''), [n?.bodyHtml]);
  const state = blockState(props, { empty: !n, rows: 10 });
  if (state || !n) return state;
  return (
    <article className="pc-notice pc-card">
      <DetailHead ctx={ctx} detail={{ of: 'notices', id: n.id, title: n.title, text: n.summary, type: 'article' }} />
      <header className="pc-notice__head">
        <h2 className="pc-notice__title">{n.title}</h2>
        <p className="pc-notice__meta">
          {n.source && (
            <span>
              {ctx.t('notice.source')}: {n.source}
            </span>
          )}
          <span>
            {ctx.t('notice.publishDate')}: <time dateTime={n.publishDate}>{n.publishDate}</time>
          </span>
        </p>
      </header>
      {body ? <div className="pc-notice__body" dangerouslySetInnerHTML={{ __html: body }} /> : <p className="pc-notice__body">{n.summary}</p>}
    </article>
  );
}
