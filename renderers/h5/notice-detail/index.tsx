import { useMemo } from 'react';
import type { Notice } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { sanitizeHtml } from '@/renderers/common/sanitize-html';
import { BlockState } from '@/renderers/h5/shared/block-state';
import '@/renderers/h5/shared/surface.css';
import './notice-detail.css';
import { DetailHead } from '@/renderers/common/detail-head';

export default function NoticeDetail({ data, loading, error, reload, ctx }: BlockProps<Notice, PropsFor<'notice-detail'>>) {
  const html = useMemo(() => sanitizeHtml(data?.bodyHtml ?? ''), [data?.bodyHtml]);
  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={!data} rows={8}>
      {data && (
        <article className="h5-card h5-notice-detail">
          <DetailHead ctx={ctx} detail={{ of: 'notices', id: data.id, title: data.title, text: data.summary, type: 'article' }} />
          <h2 className="h5-notice-detail__title">{data.title}</h2>
          <p className="h5-notice-detail__meta">
            {data.source && (
              <span>
                {ctx.t('notice.source')}：{data.source}
              </span>
            )}
            <span>
              {ctx.t('notice.publishDate')}：<time dateTime={data.publishDate}>{data.publishDate}</time>
            </span>
          </p>
          {/* sanitised above: notice bodies are operator-written HTML */}
          <div className="h5-notice-detail__body" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      )}
    </BlockState>
  );
}
