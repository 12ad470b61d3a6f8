import type { BlockContext } from '@/src/runtime/block-props';

/** 已完善, 还差 N 项 or N 项有误: the state of a section or part in the list. */
export function PartState({ ctx, missing, errors }: { ctx: BlockContext; missing: number; errors: number }) {
  if (missing > 0) return <span className="h5-part-state h5-part-state--missing">{ctx.t('h5.resume.missing', { n: missing })}</span>;
  if (errors > 0) return <span className="h5-part-state h5-part-state--error">{ctx.t('h5.resume.errors', { n: errors })}</span>;
  return <span className="h5-part-state h5-part-state--done">{ctx.t('h5.resume.complete')}</span>;
}
