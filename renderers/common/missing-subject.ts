import { BizError, isMissing } from '@/src/api/errors';
import type { BlockContext } from '@/src/runtime/block-props';

/**
 * What a block says when the API answers that its subject does not exist (HTTP 404 or NOT_FOUND): a position,
 * notice or activity removed or never there. Not a failure to retry: the text names what is missing (the
 * server's 职位不存在, in the reader's language) and the page offers the way home. null for any other failure.
 */
export function missingSubject(error: unknown, ctx: BlockContext): { text: string; hint: string; home: string; homeLabel: string } | null {
  if (!isMissing(error)) return null;
  const text = error instanceof BizError && error.message ? error.message : ctx.t('block.missing');
  return { text, hint: ctx.t('block.missingHint'), home: ctx.href(ctx.homePath), homeLabel: ctx.t('block.backHome') };
}
