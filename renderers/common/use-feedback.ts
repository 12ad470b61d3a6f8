import { useState } from 'react';
import { request } from '@/src/api/client';
import { displayError } from '@/src/api/display';
import { isBizError } from '@/src/api/errors';
import type { FeedbackBody } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';

export const RATINGS = [1, 2, 3, 4, 5] as const;

export interface FeedbackFieldsProps {
  ctx: BlockContext;
  deliveryId: number;
  /** after the thank-you: the feedback was saved */
  onSaved?: () => void;
}

export type FeedbackOutcome = { kind: 'saved' } | { kind: 'refused'; message: string };

/** The interview feedback form's state and feedback.save; a refusal keeps the server's words for the page. */
export function useFeedback(deliveryId: number, onSaved?: () => void) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FeedbackOutcome | null>(null);

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

  /** a rating chosen: the 请选择评分 message goes */
  const rate = (n: number) => {
    setRating(n);
    setMissing(false);
  };

  return { rating, rate, comment, setComment, missing, busy, outcome, submit };
}

/** A rating's words: 5 非常满意. */
export const ratingLabel = (t: BlockContext['t'], n: number) => `${n} ${t(`following.feedback.rate${n}`)}`;

/** What the form shows once answered: the thanks, or the server's refusal. */
export function outcomeWords(t: BlockContext['t'], outcome: FeedbackOutcome) {
  if (outcome.kind === 'saved') return { status: 'success' as const, title: t('following.feedback.thanks'), text: t('following.feedback.thanksText') };
  return { status: 'warning' as const, title: t('following.feedback.refused'), text: outcome.message };
}
