import { lazy, Suspense, type ComponentType } from 'react';
import type { BlockContext } from '@/src/runtime/block-props';

type Menu = ComponentType<{ ctx: BlockContext }>;

/**
 * A terminal's header account menu that loads (its kit's dropdown) only for a signed-in user; until it has, the
 * name stands alone, so the header does not shift.
 */
export function lazyAccountMenu(load: () => Promise<{ AccountMenu: Menu }>): Menu {
  const AccountMenu = lazy(() => load().then((m) => ({ default: m.AccountMenu })));
  return function LazyAccountMenu({ ctx }: { ctx: BlockContext }) {
    if (!ctx.user) return null;
    return (
      <Suspense fallback={<span className="cm-account__name">{ctx.user.name}</span>}>
        <AccountMenu ctx={ctx} />
      </Suspense>
    );
  };
}
