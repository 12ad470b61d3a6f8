// A secret of an answer (a new account's first password, a reset one) that a record block shows once, in a dialog
// the user copies it from: it is taken out of the answer, so that no record, state or cache keeps it.
import type { RecordReveal } from '@/src/core/blocks/record-types';
import type { BlockContext } from '@/src/runtime/block-props';
import type { RevealOptions } from '@/renderers/common/kit-services';
import type { RecordData } from './record-fill';

/** The answer without the secret, and the secret (undefined when the reveal names none or the answer has none). */
export function revealSecret(answer: RecordData, reveal: RecordReveal | undefined): { rest: RecordData; secret?: string } {
  if (!reveal || typeof answer[reveal.field] !== 'string' || answer[reveal.field] === '') return { rest: answer };
  const { [reveal.field]: secret, ...rest } = answer;
  return { rest, secret: secret as string };
}

/** The dialog's words in the page's language. */
export function revealOptions(ctx: BlockContext, reveal: RecordReveal, secret: string): RevealOptions {
  return {
    title: ctx.t(reveal.title),
    secret,
    note: ctx.t(reveal.note),
    okText: ctx.t('record.reveal.ok'),
    copyText: ctx.t('record.reveal.copy'),
    copiedText: ctx.t('record.reveal.copied'),
  };
}
