// The apply-wizard signs up for activities too (wizard.apply with tag '2'): the same steps and states, told in
// the words of a sign-up (确认报名, 报名成功) instead of an application's (确认投递, 投递成功).
import { SIGN_UP_DELIVERY_TAG, type ApplyCheck } from '@/src/core/application-api';
import type { BlockContext } from '@/src/runtime/block-props';

const SIGN_UP_KEYS: Record<string, string> = {
  'applying.stepConfirm': 'signup.stepConfirm',
  'applying.stepDone': 'signup.stepDone',
  'applying.position': 'signup.activity',
  'applying.readyTitle': 'signup.readyTitle',
  'applying.readyHint': 'signup.readyHint',
  'applying.confirm': 'signup.confirm',
  'applying.successTitle': 'signup.successTitle',
  'applying.successHint': 'signup.successHint',
  'applying.incompleteHint': 'signup.incompleteHint',
  'applying.appliedTitle': 'signup.appliedTitle',
  'applying.appliedHint': 'signup.appliedHint',
  'applying.closedHint': 'signup.closedHint',
};

/** The block's ctx, translating the application texts as sign-up texts when the check is a sign-up. */
export function withSignUpTexts(ctx: BlockContext, check: ApplyCheck | undefined): BlockContext {
  if (check?.tag !== SIGN_UP_DELIVERY_TAG) return ctx;
  return { ...ctx, t: (text, vars) => ctx.t(typeof text === 'string' ? (SIGN_UP_KEYS[text] ?? text) : text, vars) };
}
