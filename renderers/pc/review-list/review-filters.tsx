import { useState } from 'react';
import { Input, Select } from 'antd';
import { deliveryStatusLabels, type DeliveryStatus } from '@/src/core/application-api';
import type { ReviewPosition } from '@/src/core/review-api';
import type { BlockContext } from '@/src/runtime/block-props';

interface FiltersProps {
  ctx: BlockContext;
  positions: ReviewPosition[];
  statuses: DeliveryStatus[];
}

/** Position, status and the candidate's name: each writes its query parameter and goes back to page 1. */
export function ReviewFilters({ ctx, positions, statuses }: FiltersProps) {
  const keywordInQuery = ctx.query.get('keyword') ?? '';
  const [keyword, setKeyword] = useState(keywordInQuery);
  // the query's keyword changed (a search, back/forward): the box shows it; set while rendering, not after
  const [seen, setSeen] = useState(keywordInQuery);
  if (seen !== keywordInQuery) {
    setSeen(keywordInQuery);
    setKeyword(keywordInQuery);
  }
  const positionId = ctx.query.get('positionId') || undefined;
  const status = ctx.query.get('status') || undefined;
  const set = (patch: Record<string, string | undefined>) => ctx.setQuery({ ...patch, page: undefined });
  return (
    <div className="pc-review-list__filters" role="search" aria-label={ctx.t('review.filter.label')}>
      <div className="pc-review-list__filter">
        <span aria-hidden="true">{ctx.t('review.filter.position')}</span>
        <Select
          value={positionId}
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={ctx.t('review.filter.allPositions')}
          aria-label={ctx.t('review.filter.position')}
          options={positions.map((p) => ({ value: String(p.id), label: `${p.title} · ${p.unitName}` }))}
          onChange={(value?: string) => set({ positionId: value })}
          popupMatchSelectWidth={false}
        />
      </div>
      <div className="pc-review-list__filter">
        <span aria-hidden="true">{ctx.t('review.filter.status')}</span>
        <Select
          value={status}
          allowClear
          placeholder={ctx.t('review.filter.allStatuses')}
          aria-label={ctx.t('review.filter.status')}
          options={statuses.map((s) => ({ value: s, label: ctx.t(deliveryStatusLabels[s]) }))}
          onChange={(value?: string) => set({ status: value })}
        />
      </div>
      <div className="pc-review-list__filter pc-review-list__filter--keyword">
        <span aria-hidden="true">{ctx.t('review.filter.keyword')}</span>
        <Input.Search
          value={keyword}
          allowClear
          maxLength={50}
          placeholder={ctx.t('review.filter.keywordPlaceholder')}
          aria-label={ctx.t('review.filter.keyword')}
          enterButton={ctx.t('review.filter.search')}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(value) => set({ keyword: value.trim() || undefined })}
        />
      </div>
    </div>
  );
}
