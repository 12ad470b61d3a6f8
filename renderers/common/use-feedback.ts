import { useState } from 'react';
import { request } from '@/src/api/client';
import { displayError } from '@/src/api/display';
import { isBizError } from '@/src/api/errors';
import type { FeedbackBody } from '@/src/core/application-api';

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

  return { rating, setRating, comment, setComment, missing, setMissing, busy, outcome, submit };
}
