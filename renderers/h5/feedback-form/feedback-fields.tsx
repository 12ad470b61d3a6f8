import { Button, Result, TextArea } from 'antd-mobile';
import { outcomeWords, ratingLabel, RATINGS, useFeedback, type FeedbackFieldsProps } from '@/renderers/common/use-feedback';
import './feedback-form.css';

/** Rating 1-5 (native radios in a fieldset, each with its word) and a comment; feedback.save; thanks, or the server's refusal. */
export function FeedbackFields({ ctx, deliveryId, onSaved }: FeedbackFieldsProps) {
  const { rating, rate, comment, setComment, missing, busy, outcome, submit } = useFeedback(deliveryId, onSaved);

  if (outcome) {
    const words = outcomeWords(ctx.t, outcome);
    return <Result status={words.status} title={words.title} description={words.text} />;
  }

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
                onChange={() => rate(n)}
              />
              <span className="h5-feedback__choice-text">
                <span className="h5-feedback__star" aria-hidden="true">★</span>
                {ratingLabel(ctx.t, n)}
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
