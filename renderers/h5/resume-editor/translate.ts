import { useMemo } from 'react';
import type { Translate } from '@/src/core/translate';
import type { BlockContext } from '@/src/runtime/block-props';

/** ctx.t as src/forms wants it: src/forms' Translate also accepts null, BlockContext.t does not. */
export function useFormTranslate(ctx: BlockContext): Translate {
  const { t } = ctx;
  return useMemo<Translate>(() => (text, vars) => t(text ?? undefined, vars), [t]);
}
