import type { ReviewAction, ReviewDetail } from '@/src/core/review-api';
import type { BlockContext } from '@/src/runtime/block-props';
import { itemTitle } from '@/renderers/common/review-items';
import { showConfirm } from '@/renderers/pc/notifier';

/**
 * Asks once more before a decision reaches the candidate: what, for whom, with which comment, and what follows.
 * The dialog stays busy while the decision is sent.
 */
export function confirmDecision(ctx: BlockContext, detail: ReviewDetail, action: ReviewAction, comment: string, go: () => Promise<void>): void {
  const text = comment.trim();
  showConfirm({
    title: ctx.t(`review.confirm.${action}`),
    content: (
      <div className="pc-review-confirm">
        <p>{ctx.t('review.confirm.target', { target: itemTitle(detail), name: detail.candidate.name })}</p>
        {action !== 'undo' && <p className="pc-review-confirm__comment">{text ? ctx.t('review.confirm.comment', { comment: text }) : ctx.t('review.confirm.noComment')}</p>}
        <p>{ctx.t(action === 'undo' ? 'review.confirm.undoTell' : 'review.confirm.tell')}</p>
      </div>
    ),
    okText: ctx.t('review.confirm.ok'),
    cancelText: ctx.t('review.confirm.cancel'),
    okButtonProps: action === 'fail' ? { danger: true } : undefined,
    onOk: go,
  });
}
