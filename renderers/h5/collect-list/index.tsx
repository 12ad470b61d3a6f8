import { useRef } from 'react';
import { Button, Tag, Toast } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import type { CollectedPosition } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { formatDate } from '@/src/core/format';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { AppLink } from '@/renderers/common/app-link';
import { fillPath } from '@/renderers/common/fill-path';
import { useCollectList } from '@/renderers/common/use-collect-list';
import { BlockState } from '@/renderers/h5/shared/block-state';
import { pageOf } from '@/renderers/common/paged';
import { Pager } from '@/renderers/h5/shared/pager';
import { useDefaultPath } from '@/renderers/h5/shared/paths';
import '@/renderers/h5/shared/surface.css';
import './collect-list.css';
import { positionSalary } from '@/renderers/common/position-terms';

/** collect-list on h5 (layout/collect; data collect.getCareer): favourite positions as cards, each removable. */
export default function CollectList(props: BlockProps<Paged<CollectedPosition>, PropsFor<'collect-list'>>) {
  const { ctx, data, loading, error, reload } = props;
  const detailPath = useDefaultPath(ctx, props.props.detailPath, 'recruitmentview/{id}/{recruitType}');
  const browsePath = useDefaultPath(ctx, props.props.browsePath, 'recruitment/all/searchAll');
  const listRef = useRef<HTMLUListElement>(null);
  const { rows, removing, remove } = useCollectList(props);
  const paging = pageOf(data, ctx.query, props.props.pageSize);

  const onRemove = async (p: CollectedPosition) => {
    if (!(await remove(p))) return;
    Toast.show({ content: ctx.t('applying.collectRemoved') });
    listRef.current?.focus();
  };

  return (
    <BlockState ctx={ctx} loading={loading} error={error} reload={reload} empty={data === undefined} rows={4}>
      {rows.length === 0 ? (
        <div className="h5-state" role="status">
          <FileOutline className="h5-state__icon" aria-hidden />
          <p className="h5-state__text">{ctx.t('applying.collectEmpty')}</p>
          <AppLink ctx={ctx} to={browsePath} className="h5-collect-list__browse">
            {ctx.t('applying.collectBrowse')}
          </AppLink>
        </div>
      ) : (
        <>
          <ul className="h5-cards h5-collect-list" aria-label={ctx.t('applying.collectList')} ref={listRef} tabIndex={-1}>
            {rows.map((p) => (
              <li key={p.id} className="h5-card h5-collect-list__card">
                <AppLink ctx={ctx} to={fillPath(detailPath, p)} className="h5-collect-list__link">
                  <span className="h5-collect-list__head">
                    <span className="h5-card__title">{p.title}</span>
                    <bdi className="h5-collect-list__salary">{positionSalary(ctx, p)}</bdi>
                  </span>
                  <span className="h5-card__meta">
                    {[p.unitName, p.regionName].filter(Boolean).map((text) => (
                      <span key={text} className="h5-chip">
                        {text}
                      </span>
                    ))}
                  </span>
                </AppLink>
                <div className="h5-collect-list__foot">
                  <Tag color={p.status === 'open' ? 'success' : 'default'} fill="outline">
                    {ctx.t(p.status === 'open' ? 'position.open' : 'position.closed')}
                  </Tag>
                  <span className="h5-collect-list__date">{ctx.t('applying.collectedOn', { date: formatDate(p.collectedAt, ctx.timeZone) })}</span>
                  <Button
                    size="small"
                    fill="none"
                    className="h5-collect-list__remove"
                    loading={removing === p.id}
                    aria-label={ctx.t('applying.removeTitle', { title: p.title })}
                    onClick={() => void onRemove(p)}
                  >
                    {ctx.t('applying.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pager ctx={ctx} {...paging} />
        </>
      )}
    </BlockState>
  );
}
