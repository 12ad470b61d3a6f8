import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { deliveryStatusLabels } from '@/src/core/application-api';
import { formatDateTime } from '@/src/core/format';
import type { ReviewAction } from '@/src/core/review-api';
import type { BlockContext } from '@/src/runtime/block-props';
import { ACTION_KEYS } from '@/renderers/common/review-items';
import { COMMENT_MAX, commentProblem, type ReviewDecision } from '@/renderers/common/use-review-decision';
import { buttonBusy } from '@/renderers/pc/shared/button-busy';
import { confirmDecision } from './confirm-decision';

/**
 * What the reviewer may do now (the actions review.view answered): start the review, or pass / fail it with
 * a comment (a failure needs one), each confirmed with what it will do; their own decision may be undone for
 * 10 minutes. After a decision the new status is told here.
 */
export function DecisionPanel({ ctx, decision }: { ctx: BlockContext; decision: ReviewDecision }) {
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { detail, busy, done } = decision;
  if (!detail) return null;
  const decides = detail.actions.filter((a) => a === 'pass' || a === 'fail');
  const send = (action: ReviewAction) => {
    const why = commentProblem(action, comment);
    setProblem(why);
    if (why) return;
    // start moves nothing a candidate cannot take back; pass, fail and undo are asked once more
    if (action === 'start') return void decision.decide(action, comment);
    confirmDecision(ctx, detail, action, action === 'undo' ? '' : comment, async () => {
      if (await decision.decide(action, action === 'undo' ? '' : comment)) setComment('');
    });
  };
  return (
    <section className="pc-review-detail__panel pc-card" aria-labelledby="pc-review-decision">
      <h3 className="pc-review-detail__panel-title" id="pc-review-decision">
        {ctx.t('review.decision.title')}
      </h3>
      {done && (
        <Alert
          type="success"
          showIcon
          role="status"
          message={done === 'undo' ? ctx.t('review.undo.done') : ctx.t('review.decision.done', { status: ctx.t(deliveryStatusLabels[detail.status]) })}
          className="pc-review-detail__done"
        />
      )}
      {detail.actions.length === 0 && <p className="pc-review-detail__none">{ctx.t('review.decision.none')}</p>}
      {detail.actions.includes('undo') && detail.undoUntil && (
        <div className="pc-review-detail__undo">
          <p>{ctx.t('review.undo.hint', { time: formatDateTime(detail.undoUntil, ctx.timeZone) })}</p>
          <Button size="large" block loading={buttonBusy(busy === 'undo')} disabled={busy !== null} onClick={() => send('undo')}>
            {ctx.t(ACTION_KEYS.undo)}
          </Button>
        </div>
      )}
      {detail.actions.includes('start') && (
        <div className="pc-review-detail__start">
          <p>{ctx.t('review.decision.startHint')}</p>
          <Button type="primary" size="large" block loading={buttonBusy(busy === 'start')} disabled={busy !== null} onClick={() => send('start')}>
            {ctx.t(ACTION_KEYS.start)}
          </Button>
        </div>
      )}
      {decides.length > 0 && (
        <Form layout="vertical" requiredMark={false} onSubmitCapture={(e) => e.preventDefault()}>
          <Form.Item
            label={ctx.t('review.comment.label')}
            htmlFor="pc-review-comment"
            validateStatus={problem ? 'error' : undefined}
            help={problem ? ctx.t(problem, { max: COMMENT_MAX }) : ctx.t('review.comment.hint')}
          >
            <Input.TextArea
              id="pc-review-comment"
              value={comment}
              rows={4}
              maxLength={COMMENT_MAX}
              showCount
              placeholder={ctx.t('review.comment.placeholder')}
              onChange={(e) => {
                setComment(e.target.value);
                if (problem) setProblem(null);
              }}
            />
          </Form.Item>
          <div className="pc-review-detail__decide">
            {decides.includes('fail') && (
              <Button danger size="large" loading={buttonBusy(busy === 'fail')} disabled={busy !== null} onClick={() => send('fail')}>
                {ctx.t(ACTION_KEYS.fail)}
              </Button>
            )}
            {decides.includes('pass') && (
              <Button type="primary" size="large" loading={buttonBusy(busy === 'pass')} disabled={busy !== null} onClick={() => send('pass')}>
                {ctx.t(ACTION_KEYS.pass)}
              </Button>
            )}
          </div>
        </Form>
      )}
    </section>
  );
}
