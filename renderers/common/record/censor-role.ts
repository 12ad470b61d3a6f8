// Whether the signed-in censor account holds a role: the workspace blocks draw only for those who may use them.
import type { CensorRole } from '@/src/core/envelope';
import type { BlockContext } from '@/src/runtime/block-props';
import { signedInToCensor } from '@/renderers/common/site-nav-items';

/** No role asked: anyone; else a censor account signed in here holding it. */
export function holdsRole(ctx: BlockContext, role: CensorRole | undefined): boolean {
  if (!role) return true;
  return signedInToCensor(ctx) && (ctx.user?.roles ?? []).includes(role);
}
