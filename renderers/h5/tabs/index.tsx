// tabs (h5): child blocks per tab with antd-mobile Tabs; the active tab comes from a param, and choosing one
// goes to the path the schema gives (on pages under layout/ a relative path stays there).
import { Tabs as AdmTabs } from 'antd-mobile';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { FormFrame } from '@/renderers/common/form-frame';
import { useTabs } from '@/renderers/common/tabs/use-tabs';
import './tabs.css';

export default function Tabs({ ctx, props, block, renderBlocks }: BlockProps<unknown, PropsFor<'tabs'>>) {
  const { tabs, active, choose } = useTabs(props, block.blocks, ctx);
  const current = tabs.find((tab) => tab.key === active);
  return (
    <section className="h5-tabs">
      <AdmTabs activeKey={active} onChange={choose} className="h5-tabs__bar">
        {tabs.map((tab) => (
          <AdmTabs.Tab key={tab.key} title={ctx.t(tab.title)} />
        ))}
      </AdmTabs>
      {/* only the active tab is drawn: the others would call their endpoints for nothing */}
      <div className="h5-tabs__panel" role="tabpanel">
        <FormFrame.Provider value={props.frame === 'form'}>{current?.block ? renderBlocks([current.block]) : null}</FormFrame.Provider>
      </div>
    </section>
  );
}
