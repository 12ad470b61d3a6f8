// What the apply-wizard blocks of both terminals share: the state of an application before and after
// wizard.submit, the step it is at, and the paths its buttons lead to.
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { deliveryStatusLabels, type ApplyCheck, type Delivery } from '@/src/core/application-api';
import type { Activity, Position } from '@/src/core/entities';
import { request } from '@/src/api/client';
import { reportFailure } from '@/src/api/display';
import { isBizError } from '@/src/api/errors';
import type { BlockProps } from '@/src/runtime/block-props';
import { fillPath } from './fill-path';
import { useVariantRoutes } from './variant-routes';

export const RESUME_INCOMPLETE = 'RESUME_INCOMPLETE';
/** refusals after which wizard.apply tells the state to show (closed, deadline, applied) */
const REFUSED = new Set(['POSITION_CLOSED', 'DEADLINE_PASSED', 'ALREADY_APPLIED', 'ACTIVITY_FULL']);

/**
 * wizard.apply's answer: for an application to a position (tag '1') the position is there; for a sign-up for an
 * activity (tag '2', the page's data params say so) the activity is
 */
export type PositionCheck = ApplyCheck & ({ position: Position; activity?: undefined } | { position?: undefined; activity: Activity });

/** incomplete, ready, then submitted (or applied before) */
export type ApplyStep = 0 | 1 | 2;

export interface ApplyWizard {
  check: PositionCheck | undefined;
  /** the delivery wizard.submit answered */
  delivery: Delivery | null;
  submitting: boolean;
  /** a submit was tried: the view that follows takes the focus */
  tried: boolean;
  submit: () => Promise<void>;
  step: ApplyStep;
  /**
   * completeResume/{deliveryId}, coming back here (?back=) once the resume is complete; a variant without that
   * route (army pc) edits the resume in the position's template instead (ImproveResume?templateId=)
   */
  completeTo: string;
}

function isPositionCheck(value: unknown): value is PositionCheck {
  return !!value && typeof value === 'object' && typeof (value as ApplyCheck).state === 'string' && !!((value as ApplyCheck).position || (value as ApplyCheck).activity);
}

/** The position takes no application: nothing to submit, only the status label. */
export const isRefused = (check: ApplyCheck) => check.state === 'closed' || check.state === 'deadline' || check.state === 'full';

/** The status label of a refused position or activity (the spec's Chinese status labels), in the page's language. */
export function refusedLabel(check: ApplyCheck, t: BlockProps['ctx']['t']): string {
  // an activity is closed by its publisher (it may open again), a position's recruitment has ended
  if (check.state === 'closed') return check.activity ? t('signup.state.closed') : t(deliveryStatusLabels.ended);
  if (check.state === 'deadline') return t(deliveryStatusLabels.deadline);
  return check.statusLabel ?? '';
}

export function useApplyWizard({ data, reload, ctx }: BlockProps<ApplyCheck>, completePath: string, improvePath: string): ApplyWizard {
  const location = useLocation();
  const routes = useVariantRoutes(ctx);
  const [seen, setSeen] = useState(data);
  const [override, setOverride] = useState<PositionCheck | null>(null);
  const [delivery, setDelivery] = useState<Delivery | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [tried, setTried] = useState(false);
  if (data !== seen) {
    // a fresh answer of wizard.apply replaces what a refused submit said
    setSeen(data);
    setOverride(null);
  }
  const check = override ?? (isPositionCheck(data) ? data : undefined);

  const submit = async () => {
    if (!check || submitting) return;
    setSubmitting(true);
    setTried(true);
    try {
      const target = check.position ? { applyId: check.position.id } : { applyId: check.activity.id, tag: check.tag };
      setDelivery(await request<Delivery>('wizard.submit', target, { skipErrorHandler: true }));
    } catch (error) {
      const code = isBizError(error) ? error.info.errorCode : undefined;
      const told = isBizError(error) ? error.info.data : undefined;
      // the incomplete view says what RESUME_INCOMPLETE means; any other refusal is the 温馨提示 notification
      if (code === RESUME_INCOMPLETE && isPositionCheck(told)) setOverride(told);
      else reportFailure(error);
      if (code && REFUSED.has(code)) reload();
    } finally {
      setSubmitting(false);
    }
  };

  const back = `${location.pathname}${location.search}`;
  const complete = check?.deliveryId ? fillPath(completePath, { deliveryId: check.deliveryId }) : '';
  const withBack = (path: string) => `${path}${path.includes('?') ? '&' : '?'}back=${encodeURIComponent(back)}`;
  const completeTo = !check || !complete ? '' : withBack(routes.has(complete) ? routes.path(complete) : fillPath(improvePath, check));
  const step: ApplyStep = delivery || check?.state === 'applied' ? 2 : check?.state === 'ready' ? 1 : 0;
  return { check, delivery, submitting, tried, submit, step, completeTo };
}
