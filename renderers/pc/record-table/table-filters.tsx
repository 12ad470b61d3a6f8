import { useState } from 'react';
import { Input, Tabs } from 'antd';
import type { RecordTab } from '@/src/core/blocks/record-types';
import type { Text } from '@/src/core/schema-types';
import type { BlockContext } from '@/src/runtime/block-props';

interface FiltersProps {
  ctx: BlockContext;
  tabs?: RecordTab[];
  tabParam: string;
  keyword: boolean;
  placeholder?: Text;
}

/** The status tabs and the keyword box: each writes its query param and goes back to page 1. */
export function TableFilters({ ctx, tabs, tabParam, keyword, placeholder }: FiltersProps) {
  const inQuery = ctx.query.get('keyword') ?? '';
  const [typed, setTyped] = useState(inQuery);
  const [seen, setSeen] = useState(inQuery);
  // the query changed (a tab, back/forward): the box shows it; set while rendering, not after
  if (seen !== inQuery) {
    setSeen(inQuery);
    setTyped(inQuery);
  }
  const active = ctx.query.get(tabParam) || tabs?.[0]?.key;
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
    </div>
  );
}
