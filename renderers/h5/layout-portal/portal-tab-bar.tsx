import type { MouseEvent } from 'react';
import { TabBar } from 'antd-mobile';
import type { BlockContext } from '@/src/runtime/block-props';
import { NavIcon } from './nav-icon';
import type { NavEntry } from './nav-state';

interface PortalTabBarProps {
  ctx: BlockContext;
  entries: NavEntry[];
  activeKey: string | null;
}

/**
 * antd-mobile's TabBar draws the bar; each title is a real link stretched over its item (see the css),
 * so the tabs are focusable, announce aria-current and survive "open in new tab".
 */
export function PortalTabBar({ ctx, entries, activeKey }: PortalTabBarProps) {
  if (entries.length === 0) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    ctx.navigate(to);
  };
  return (
    <nav className="h5-tabbar" aria-label={ctx.t('h5.nav.label')}>
      <TabBar activeKey={activeKey} safeArea>
        {entries.map(({ item, key, href }) => (
          <TabBar.Item
            key={key}
            icon={<NavIcon item={item} />}
            title={
              <a
                className="h5-tabbar__link"
                href={href}
                aria-current={key === activeKey ? 'page' : undefined}
                onClick={(event) => follow(event, item.to)}
              >
                {ctx.t(item.label)}
              </a>
            }
          />
        ))}
      </TabBar>
    </nav>
  );
}
