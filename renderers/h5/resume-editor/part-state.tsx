import { sectionState } from '@/src/forms/completeness';
import type { BlockContext } from '@/src/runtime/block-props';

/** 还差 N 项, N 项有误, 未填写 (nothing in it) or 已完善: the state of a section or part in the list. */
export function PartState({ ctx, missing, errors, answered }: { ctx: BlockContext; missing: number; errors: number; answered: number }) {
  const state = sectionState({ missingRequired: missing, errors, answered });
  if (state === 'missing') return <span className="h5-part-state h5-part-state--missing">{ctx.t('h5.resume.missing', { n: missing })}</span>;
  if (state === 'errors') return <span className="h5-part-state h5-part-state--error">{ctx.t('h5.resume.errors', { n: errors })}</span>;
  if (state === 'empty') return <span className="h5-part-state h5-part-state--empty">{ctx.t('resume.help.empty')}</span>;
  return <span className="h5-part-state h5-part-state--done">{ctx.t('h5.resume.complete')}</span>;
}
