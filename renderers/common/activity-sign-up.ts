// What both terminals' activity-detail blocks share: the kind's name, the sign-up state's words, and where
// the sign-up button leads (only while sign-up is open and the variant has the sign-up page).
import type { Activity, ActivityKind, ActivitySignUp } from '@/src/core/entities';
import { formatDate, formatTimeSpan } from '@/src/core/format';
import type { BlockContext } from '@/src/runtime/block-props';
import type { Fact } from './fact-list';
import { fillPath } from './fill-path';
import type { VariantRoutes } from './variant-routes';

export const DEFAULT_SIGN_UP_PATH = 'activityresumeedit/{id}/{kind}/applyActivity';
export const DEFAULT_UNIT_PATH = 'recruitment/all/{id}';

const KIND_KEYS: Record<ActivityKind, string> = {
  activity: 'signup.kind.activity',
  campusFair: 'signup.kind.campusFair',
  socialFair: 'signup.kind.socialFair',
};

const STATE_KEYS: Record<ActivitySignUp['state'], string> = {
  open: 'signup.state.open',
  deadline: 'signup.state.deadline',
  full: 'signup.state.full',
  ended: 'signup.state.ended',
  closed: 'signup.state.closed',
};

export function kindName(ctx: BlockContext, kind: ActivityKind | undefined): string {
  return ctx.t(KIND_KEYS[kind ?? 'activity'] ?? KIND_KEYS.activity);
}

/** The state the server answered; data made before sign-ups had states has none and counts as open. */
export function signUpState(a: Activity): ActivitySignUp['state'] {
  return a.signUp?.state ?? 'open';
}

/** The state in the page's language; the server's Chinese label when the state is one we do not know. */
export function signUpLabel(ctx: BlockContext, a: Activity): string {
  const key = STATE_KEYS[signUpState(a)];
  return key ? ctx.t(key) : (a.signUp?.label ?? '');
}

/** Where the sign-up button leads, or null: sign-up is not open, or this variant has no sign-up page. */
export function signUpTarget(a: Activity, path: string, routes: VariantRoutes): string | null {
  if (signUpState(a) !== 'open') return null;
  const to = routes.path(fillPath(path, { id: a.id, kind: a.kind ?? 'activity' }));
  return routes.has(to) ? to : null;
}

/** Places taken, as a percentage for a progress bar (0 without a capacity). */
export function takenPercent(a: Activity): number {
  return a.capacity > 0 ? Math.min(100, Math.round((a.signedUp / a.capacity) * 100)) : 0;
}

export const textProp = (value: unknown, fallback: string): string => (typeof value === 'string' && value ? value : fallback);

/** An activity's facts: its time, place and sign-up deadline. */
export function activityFacts(ctx: BlockContext, a: Activity): Fact[] {
  return [
    ['signup.time', formatTimeSpan(a.startTime, a.endTime, ctx.timeZone)],
    ['signup.place', a.place],
    ['signup.deadline', formatDate(a.deadline, ctx.timeZone)],
  ];
}
