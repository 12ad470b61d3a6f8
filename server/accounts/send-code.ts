// Sending a code (code.sendMobile/sendEmail, forget.sendSms/sendMail): who may ask for which purpose, the
// captcha, the throttles per mobile, email and address, and the message in the outbox.
import type { FastifyRequest } from 'fastify';
import type { CodePurpose, CodeSent } from '@/src/core/account-api';
import type { SessionUser } from '@/src/core/envelope';
import { requireUser } from '@/server/auth/require-user';
import type { PortalRow } from '@/server/portals/portal-queries';
import { CANDIDATE_DOMAIN, findAccountId, type AddressField } from './accounts';
import { useCaptcha } from '@/server/auth/captcha-store';
import { CODE_TTL_MS, issueCode } from './codes';
import { captchaInvalid, codeThrottled, emailExists, mobileExists, notOwnAddress } from './errors';
import { emailOf, mobileOf } from './inputs';
import { sendToOutbox } from './outbox';
import { reserve, type Check, type Limit } from '@/server/auth/throttle';

export const RESEND_SECONDS = 60;
const HOUR = 3600 * 1000;
const TARGET_LIMITS: Limit[] = [
  { max: 1, windowMs: RESEND_SECONDS * 1000 },
  { max: 5, windowMs: HOUR },
];
export const ADDRESS_LIMITS: Limit[] = [{ max: 20, windowMs: HOUR }];

/** CODE_THROTTLED while the subject is over its limits in the bucket; else the event is counted (atomically). */
export async function throttle(request: FastifyRequest, checks: Check[]): Promise<void> {
  const wait = await reserve(request.server.db, checks, request.server.now());
  if (wait > 0) throw codeThrottled(Math.ceil(wait / 1000));
}

export interface CodeRequest {
  field: AddressField;
  /** the mobile or email as sent */
  value: string;
  purpose: CodePurpose;
  attrKey: string;
  captcha: string;
}

/**
 * Whether the code is really sent; throws when the purpose does not allow sending to this target at all.
 * `user`: the caller, for the purposes that need a token.
 */
async function deliverTo(request: FastifyRequest, portal: PortalRow, user: SessionUser | undefined, field: AddressField, target: string, purpose: CodePurpose): Promise<boolean> {
  const { db } = request.server;
  const exists = () => findAccountId(db, { portalId: portal.id, domain: CANDIDATE_DOMAIN }, field, target);
  const taken = field === 'mobile' ? mobileExists : emailExists;
  switch (purpose) {
    case 'regist':
      if (await exists()) throw taken();
      return true;
    case 'forget':
      // the same answer whether or not the account exists: only the outbox tells
      return (await exists()) !== undefined;
    case 'changeMobile':
    case 'changeEmail':
      if (await findAccountId(db, { portalId: portal.id, domain: user!.domain }, field, target)) throw taken();
      return true;
    case 'savePasswd':
      // userinfo.savePasswd checks the code of the own mobile, or of the own email when there is no mobile
      if ((user!.mobile ?? user!.email) !== target) throw notOwnAddress();
      return true;
  }
}

const needsToken = (purpose: CodePurpose) => purpose === 'changeMobile' || purpose === 'changeEmail' || purpose === 'savePasswd';

export async function sendCode(request: FastifyRequest, portal: PortalRow, r: CodeRequest): Promise<CodeSent> {
  const { db, now } = request.server;
  const target = r.field === 'mobile' ? mobileOf(r.value) : emailOf(r.value);
  const user = needsToken(r.purpose) ? await requireUser(request) : undefined;
  // CAPTCHA_INVALID unless the answer is right (the captcha is used up either way)
  if (!(await useCaptcha(db, portal.id, r.attrKey, r.captcha, now()))) throw captchaInvalid();
  // counted before the account lookup: ACCOUNT_EXISTS tells whether a mobile is registered, so probing it is
  // held to the same per-address limit as user.validateRegistMobile
  await throttle(request, [
    [`code-${r.field}`, target, TARGET_LIMITS],
    ['code-address', request.ip, ADDRESS_LIMITS],
  ]);
  const deliver = await deliverTo(request, portal, user, r.field, target, r.purpose);
  if (deliver) {
    const channel = r.field === 'mobile' ? 'sms' : 'email';
    const code = await issueCode(db, { portalId: portal.id, target, purpose: r.purpose }, channel, now());
    await sendToOutbox(db, request.log, { portalId: portal.id, siteName: portal.name, channel, to: target, purpose: r.purpose, code }, now());
  }
  return { expiresIn: CODE_TTL_MS / 1000, resendIn: RESEND_SECONDS };
}
