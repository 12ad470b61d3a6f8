import { Tabs } from 'antd';
import type { PositionCounts } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import './recruit-type-tabs.css';

const DEFAULT_TABS = ['all', 'campus', 'social', 'veterans'];

/** Recruitment type tabs: the choice is ?tab= (or props.queryKey), and the list starts again at page 1. */
export default function RecruitTypeTabs({ props, data, ctx }: BlockProps<PositionCounts>) {
  const tabs = Array.isArray(props.tabs) && props.tabs.length ? (props.tabs as string[]) : DEFAULT_TABS;
  const queryKey = typeof props.queryKey === 'string' ? props.queryKey : 'tab';
  const counts = data as Record<string, number | undefined> | undefined;
  const fromQuery = ctx.query.get(queryKey);
  const fromRoute = ctx.params.id ?? ctx.params.searchType;
  const active = [fromQuery, fromRoute].find((t) => t && tabs.includes(t)) ?? tabs[0];

  const items = tabs.map((tab) => ({
    key: tab,
    label: (
      <span className="pc-type-tabs__label">
        {ctx.t(`recruitType.${tab}`)}
        {counts?.[tab] !== undefined && <span className="pc-type-tabs__count">{counts[tab]}</span>}
      </span>
    ),
  }));

  return (
    <div className="pc-type-tabs">
      <Tabs activeKey={active} items={items} size="large" onChange={(key) => ctx.setQuery({ [queryKey]: key, page: undefined })} />
    </div>
  );
}
