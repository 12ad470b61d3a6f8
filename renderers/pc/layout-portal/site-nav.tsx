import type { NavItem } from '@/src/core/schema-types';
import type { BlockContext } from '@/src/runtime/block-props';
import { AppLink } from '@/renderers/common/app-link';
import { useActiveNav } from './use-active-nav';
import './site-nav.css';

/** The header menu: siteFile.nav.pc, with the current section marked for eyes and screen readers. */
export function SiteNav({ ctx, items, className = '' }: { ctx: BlockContext; items: NavItem[]; className?: string }) {
  const active = useActiveNav(ctx, items);
  if (items.length === 0) return null;
  return (
    <nav className={`pc-nav ${className}`} aria-label={ctx.t('pc.nav.label')}>
      <ul className="pc-nav__list">
        {items.map((item, i) => (
          <li key={`${item.to}-${i}`} className="pc-nav__item">
            <AppLink ctx={ctx} to={item.to} className="pc-nav__link" aria-current={i === active ? 'page' : undefined}>
              {ctx.t(item.label)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
