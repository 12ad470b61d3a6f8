import { Button, Result, TextArea } from 'antd-mobile';
import type { BlockContext } from '@/src/runtime/block-props';
import { useFeedback } from '@/renderers/common/use-feedback';
import './feedback-form.css';

const RATINGS = [1, 2, 3, 4, 5] as const;

interface FieldsProps {
  ctx: BlockContext;
  deliveryId: number;
  onSaved?: () => void;
}

/** Rating 1-5 (native radios in a fieldset, each with its word) and a comment; feedback.save; thanks, or the server's refusal. */
export function FeedbackFields({ ctx, deliveryId, onSaved }: FieldsProps) {
  const { rating, setRating, comment, setComment, missing, setMissing, busy, outcome, submit } = useFeedback(deliveryId, onSaved);

  if (outcome?.kind === 'saved') {
    return <Result status="success" title={ctx.t('following.feedback.thanks')} description={ctx.t('following.feedback.thanksText')} />;
  }
  if (outcome?.kind === 'refused') return <Result status="warning" title={ctx.t('following.feedback.refused')} description={outcome.message} />;

  const commentId = `h5-feedback-comment-${deliveryId}`;
  return (
    <form
      className="h5-feedback"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="h5-feedback__rating" aria-invalid={missing || undefined}>
        <legend className="h5-feedback__label">
          <span className="h5-feedback__required" aria-hidden="true">*</span>
          {ctx.t('following.feedback.rating')}
        </legend>
        <div className="h5-feedback__choices">
          {RATINGS.map((n) => (
            <label key={n} className="h5-feedback__choice">
              <input
                type="radio"
                name={`rating-${deliveryId}`}
                value={n}
                checked={rating === n}
                required
                onChange={() => {
                  setRating(n);
                  setMissing(false);
                }}
              />
              <span className="h5-feedback__choice-text">
                <span className="h5-feedback__star" aria-hidden="true">★</span>
                {`${n} ${ctx.t(`following.feedback.rate${n}`)}`}
              </span>
            </label>
          ))}
        </div>
        {missing && (
          <p className="h5-feedback__error" role="alert">
            {ctx.t('following.feedback.ratingRequired')}
          </p>
        )}
      </fieldset>
      <label className="h5-feedback__label" htmlFor={commentId}>
        {ctx.t('following.feedback.comment')}
      </label>
      <TextArea
        id={commentId}
        className="h5-feedback__comment"
        rows={4}
        maxLength={500}
        showCount
        placeholder={ctx.t('following.feedback.commentHint')}
        value={comment}
        onChange={setComment}
      />
      <Button block type="submit" color="primary" shape="rounded" loading={busy}>
        {ctx.t('following.feedback.submit')}
      </Button>
    </form>
  );
}
