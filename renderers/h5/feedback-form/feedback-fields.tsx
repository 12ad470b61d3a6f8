import { useState } from 'react';
import { Button, Result, TextArea } from 'antd-mobile';
import { request } from '@/src/api/client';
import { displayError } from '@/src/api/display';
import { isBizError } from '@/src/api/errors';
import type { FeedbackBody } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';
import './feedback-form.css';

const RATINGS = [1, 2, 3, 4, 5] as const;

interface FieldsProps {
  ctx: BlockContext;
  deliveryId: number;
  onSaved?: () => void;
}

type Outcome = { kind: 'saved' } | { kind: 'refused'; message: string };

/** Rating 1-5 (native radios in a fieldset, each with its word) and a comment; feedback.save; thanks, or the server's refusal. */
export function FeedbackFields({ ctx, deliveryId, onSaved }: FieldsProps) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (outcome?.kind === 'saved') {
    return <Result status="success" title={ctx.t('following.feedback.thanks')} description={ctx.t('following.feedback.thanksText')} />;
  }
  if (outcome?.kind === 'refused') return <Result status="warning" title={ctx.t('following.feedback.refused')} description={outcome.message} />;

  const submit = async () => {
    if (rating === null) return setMissing(true);
    setBusy(true);
    const body: FeedbackBody = { deliveryId, rating, ...(comment.trim() ? { comment: comment.trim() } : {}) };
    try {
      await request('feedback.save', { ...body }, { skipErrorHandler: true });
      setOutcome({ kind: 'saved' });
      onSaved?.();
    } catch (error) {
      if (isBizError(error)) setOutcome({ kind: 'refused', message: error.message });
      else displayError(error);
    } finally {
      setBusy(false);
    }
  };

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
