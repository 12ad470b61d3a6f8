import { Button, Input, Radio, Result } from 'antd';
import { outcomeWords, ratingLabel, RATINGS, useFeedback, type FeedbackFieldsProps } from '@/renderers/common/use-feedback';
import './feedback-form.css';
import { buttonBusy } from '@/renderers/pc/shared/button-busy';

/** Rating 1-5 (a radio group, each with its word) and a comment; feedback.save; thanks, or the server's refusal. */
export function FeedbackFields({ ctx, deliveryId, onSaved }: FeedbackFieldsProps) {
  const { rating, rate, comment, setComment, missing, busy, outcome, submit } = useFeedback(deliveryId, onSaved);

  if (outcome) {
    const words = outcomeWords(ctx.t, outcome);
    return <Result status={words.status} title={words.title} subTitle={words.text} />;
  }

  const ratingId = `feedback-rating-${deliveryId}`;
  const commentId = `feedback-comment-${deliveryId}`;
  return (
    <form
      className="pc-feedback"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="pc-feedback__field">
        <span className="pc-feedback__label" id={ratingId}>
          <span className="pc-feedback__required" aria-hidden="true">*</span>
          {ctx.t('following.feedback.rating')}
        </span>
        <div role="radiogroup" aria-labelledby={ratingId} aria-required="true" aria-invalid={missing || undefined}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={rating}
            onChange={(e) => rate(e.target.value as number)}
            options={RATINGS.map((n) => ({ value: n, label: ratingLabel(ctx.t, n) }))}
          />
        </div>
        {missing && (
          <p className="pc-feedback__error" role="alert">
            {ctx.t('following.feedback.ratingRequired')}
          </p>
        )}
      </div>
      <div className="pc-feedback__field">
        <label className="pc-feedback__label" htmlFor={commentId}>
          {ctx.t('following.feedback.comment')}
        </label>
        <Input.TextArea
          id={commentId}
          rows={4}
          maxLength={500}
          showCount
          placeholder={ctx.t('following.feedback.commentHint')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      <Button type="primary" htmlType="submit" loading={buttonBusy(busy)} className="pc-feedback__submit">
        {ctx.t('following.feedback.submit')}
      </Button>
    </form>
  );
}
