import { useState } from 'react';
import { Input, Tabs } from 'antd';
import type { RecordFilter, RecordTab } from '@/src/core/blocks/record-types';
import type { Text } from '@/src/core/schema-types';
import type { BlockContext } from '@/src/runtime/block-props';
import { FilterField } from './filter-fields';

interface FiltersProps {
  ctx: BlockContext;
  tabs?: RecordTab[];
  tabParam: string;
  keyword: boolean;
  placeholder?: Text;
  filters?: RecordFilter[];
}

/** The status tabs, the keyword box and the declared filters: each writes its query param and goes back to page 1. */
export function TableFilters({ ctx, tabs, tabParam, keyword, placeholder, filters }: FiltersProps) {
  const inQuery = ctx.query.get('keyword') ?? '';
  const [typed, setTyped] = useState(inQuery);
  const [seen, setSeen] = useState(inQuery);
  // the query changed (a tab, back/forward): the box shows it; set while rendering, not after
  if (seen !== inQuery) {
    setSeen(inQuery);
    setTyped(inQuery);
  }
  const active = ctx.query.get(tabParam) || tabs?.[0]?.key;
  if (!tabs && !keyword && !filters?.length) return null;
  return (
    <div className="pc-record-table__filters">
      {tabs && (
        <Tabs
          className="pc-record-table__tabs"
          activeKey={active}
          items={tabs.map((tab) => ({ key: tab.key, label: ctx.t(tab.title) }))}
          onChange={(key) => ctx.setQuery({ [tabParam]: key, page: undefined })}
        />
      )}
      {keyword && (
        <Input.Search
          className="pc-record-table__keyword"
          value={typed}
          allowClear
          maxLength={50}
          placeholder={ctx.t(placeholder ?? 'record.keyword')}
          aria-label={ctx.t('record.keyword')}
          enterButton={ctx.t('record.search')}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(value) => ctx.setQuery({ keyword: value.trim() || undefined, page: undefined })}
        />
      )}
      {filters?.map((filter, i) => <FilterField key={filter.param} ctx={ctx} filter={filter} index={i} />)}
    </div>
  );
}
