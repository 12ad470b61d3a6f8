import { Button, Result } from 'antd';
import type { BlockContext } from '@/src/runtime/block-props';

/** The review pages are the censor domain's (a reviewer is a saved user there): anyone else is sent to the reviewers' login. */
export function NotReviewer({ ctx, loginPath = 'censorlogin' }: { ctx: BlockContext; loginPath?: string }) {
  // back here after the login only from the censor domain: elsewhere the login lands on the censor workspace
  const back = ctx.site.domain !== 'censor' || typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
  const to = back ? `${loginPath}?redirect=${encodeURIComponent(back)}` : loginPath;
  return (
    <Result
      status="warning"
      title={ctx.t('review.notReviewer.title')}
      subTitle={ctx.t('review.notReviewer.description')}
      extra={
        <Button type="primary" href={ctx.href(to)}>
          {ctx.t('review.notReviewer.action')}
        </Button>
      }
    />
  );
}
