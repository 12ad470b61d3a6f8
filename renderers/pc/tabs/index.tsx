// tabs (pc): child blocks per tab; the active tab comes from a param (the route or the query), and choosing
// a tab goes to the path the schema gives, so a tab can be linked to and survives a reload.
import { Tabs as AntTabs } from 'antd';
import type { Text } from '@/src/core/schema-types';
import type { BlockProps } from '@/src/runtime/block-props';
import type { PropsFor } from '@/src/core/blocks/block-types';
import { FormFrame } from '@/renderers/common/form-frame';
import { useTabs } from '@/renderers/common/tabs/use-tabs';
import '@/renderers/pc/shared/shared.css';
import './tabs.css';

export default function Tabs({ ctx, props, block, renderBlocks }: BlockProps<unknown, PropsFor<'tabs'>>) {
  const { tabs, active, choose } = useTabs(props, block.blocks, ctx);
  const asForm = props.frame === 'form';
  const title = props.title ? ctx.t(props.title as Text) : '';
  const items = tabs.map((tab) => ({
    key: tab.key,
    label: ctx.t(tab.title),
    // only the active tab is drawn: the others would call their endpoints for nothing
    children: tab.key === active && tab.block ? renderBlocks([tab.block]) : null,
  }));
  const body = <AntTabs activeKey={active} items={items} onChange={choose} size="large" className="pc-tabs__tabs" centered={asForm} />;
  if (!asForm) return <section className="pc-tabs">{body}</section>;
  return (
    <section className="pc-tabs pc-tabs--form pc-card" aria-label={title || undefined}>
      {title && <h2 className="pc-tabs__title">{title}</h2>}
      <FormFrame.Provider value>{body}</FormFrame.Provider>
    </section>
  );
}
