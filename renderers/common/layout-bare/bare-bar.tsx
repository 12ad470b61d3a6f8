import { useLocation } from 'react-router-dom';
import type { RouteFile } from '@/src/core/schema-types';
import type { BlockContext } from '@/src/runtime/block-props';
import { useSchema } from '@/src/runtime/use-schema';
import { AppLink } from '@/renderers/common/app-link';
import { signInTo } from '@/renderers/common/use-collect';
import { backPathOf } from './back-path';

/**
 * The compact bar of a page opened in a new tab: a way back (the decoded return path, same-origin only; the
 * site's home, the route file's "home", otherwise), the site name, and who is signed in (or a login link that
 * returns here).
 */
export function BareBar({ ctx, backParam }: { ctx: BlockContext; backParam: string }) {
  const location = useLocation();
  const routeFile = useSchema<RouteFile>(`routes/${ctx.site.template}.${ctx.site.terminal}.json`);
  const home = routeFile.status === 'ready' ? routeFile.value.home : null;
  const back = backPathOf(ctx.params[backParam]) ?? home;
  const here = `${location.pathname}${location.search}`;
  return (
    <header className="cm-bare-bar" aria-label={ctx.t('bareBar.label')}>
      <div className="cm-bare-bar__inner">
        {back && (
          <AppLink ctx={ctx} to={back} className="cm-bare-bar__back">
            <span aria-hidden="true">←</span> {ctx.t('bareBar.back')}
          </AppLink>
        )}
        <span className="cm-bare-bar__name">{ctx.t(ctx.siteFile.name)}</span>
        {ctx.user ? (
          <span className="cm-bare-bar__user">{ctx.t('bareBar.signedInAs', { name: ctx.user.name })}</span>
        ) : (
          <AppLink ctx={ctx} to={signInTo(ctx, here)} className="cm-bare-bar__login">
            {ctx.t('bareBar.login')}
          </AppLink>
        )}
      </div>
    </header>
  );
}
