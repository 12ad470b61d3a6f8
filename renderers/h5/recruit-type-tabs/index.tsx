import { Tabs } from 'antd-mobile';
import type { PositionCounts } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import './recruit-type-tabs.css';

const DEFAULT_TABS = ['all', 'campus', 'social', 'veterans'];

export default function RecruitTypeTabs({ props, data, ctx }: BlockProps<Partial<PositionCounts>>) {
  const tabs = Array.isArray(props.tabs) && props.tabs.length > 0 ? props.tabs.map(String) : DEFAULT_TABS;
  const queryKey = typeof props.queryKey === 'string' && props.queryKey ? props.queryKey : 'tab';
  // a list page reached as recruitment/{id}/... names its type in the route before any tab is tapped
  const fromQuery = ctx.query.get(queryKey);
  const fromRoute = ctx.params.id ?? ctx.params.searchType;
  const active = [fromQuery, fromRoute].find((key) => key && tabs.includes(key)) ?? tabs[0];

  return (
    <nav className="h5-type-tabs">
      <Tabs activeKey={active} onChange={(key) => ctx.setQuery({ [queryKey]: key, page: undefined })}>
        {tabs.map((key) => {
          const count = data?.[key as keyof PositionCounts];
          return (
            <Tabs.Tab
              key={key}
              title={
                <span className="h5-type-tabs__title">
                  {ctx.t(`recruitType.${key}`)}
                  {typeof count === 'number' && <span className="h5-type-tabs__count">{count}</span>}
                </span>
              }
            />
          );
        })}
      </Tabs>
    </nav>
  );
}
