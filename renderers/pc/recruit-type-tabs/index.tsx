import { Tabs } from 'antd';
import type { PositionCounts } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { typeTabs } from '@/renderers/common/type-tabs';
import './recruit-type-tabs.css';

/** Recruitment type tabs, each with the count its list totals under the same keyword and filters. */
export default function RecruitTypeTabs({ props, data, ctx }: BlockProps<PositionCounts, PropsFor<'recruit-type-tabs'>>) {
  const { tabs, active, countLabel, choose } = typeTabs(props, data, ctx);
  const items = tabs.map((tab) => {
    const count = countLabel(tab);
    return {
      key: tab,
      label: (
        <span className="pc-type-tabs__label">
          {ctx.t(`recruitType.${tab}`)}
          {count !== undefined && <span className="pc-type-tabs__count">{count}</span>}
        </span>
      ),
    };
  });

  return (
    <div className="pc-type-tabs">
      <Tabs activeKey={active} items={items} size="large" onChange={choose} />
    </div>
  );
}
