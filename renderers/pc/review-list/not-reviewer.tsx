import type { BlockContext } from '@/src/runtime/block-props';
import { RoleGate } from '@/renderers/pc/shared/role-gate';

/** The review pages are the censor domain's (a reviewer is a saved user there): anyone else is sent to the reviewers' login. */
export function NotReviewer({ ctx, loginPath = 'censorlogin' }: { ctx: BlockContext; loginPath?: string }) {
  return <RoleGate ctx={ctx} words="review.notReviewer" loginPath={loginPath} />;
}
