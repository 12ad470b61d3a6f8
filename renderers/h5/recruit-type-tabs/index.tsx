import { Tabs } from 'antd-mobile';
import type { PositionCounts } from '@/src/core/entities';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { typeTabs } from '@/renderers/common/type-tabs';
import './recruit-type-tabs.css';

/** Recruitment type tabs, each with the count its list totals under the same keyword and filters. */
export default function RecruitTypeTabs({ props, data, ctx }: BlockProps<Partial<PositionCounts>, PropsFor<'recruit-type-tabs'>>) {
  const { tabs, active, countLabel, choose } = typeTabs(props, data, ctx);
  return (
    <nav className="h5-type-tabs">
      <Tabs activeKey={active} onChange={choose}>
        {tabs.map((key) => {
          const count = countLabel(key);
          return (
            <Tabs.Tab
              key={key}
              title={
                <span className="h5-type-tabs__title">
                  {ctx.t(`recruitType.${key}`)}
                  {count !== undefined && <span className="h5-type-tabs__count">{count}</span>}
                </span>
              }
            />
          );
        })}
      </Tabs>
    </nav>
  );
}
