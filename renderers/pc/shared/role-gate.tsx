import { Button, Result } from 'antd';
import type { BlockContext } from '@/src/runtime/block-props';

/**
 * A censor page for another role, or for nobody signed in there: what the account may not do is not offered, and
 * another account may sign in. `words`: the key prefix of its title, description and action; `description`: another
 * key of the description (the role's workspace it is).
 */
export function RoleGate({ ctx, words = 'record.notAllowed', description, loginPath = 'censorlogin' }: { ctx: BlockContext; words?: string; description?: string; loginPath?: string }) {
  // back here after the login only from the censor domain: elsewhere the login lands on the censor workspace
  const back = ctx.site.domain !== 'censor' || typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
  const to = back ? `${loginPath}?redirect=${encodeURIComponent(back)}` : loginPath;
  return (
    <Result
      status="warning"
      title={ctx.t(`${words}.title`)}
      subTitle={ctx.t(description ?? `${words}.description`)}
      extra={
        <Button type="primary" href={ctx.href(to)}>
          {ctx.t(`${words}.action`)}
        </Button>
      }
    />
  );
}
