import type { FastifyInstance } from 'fastify';
import type { CodePurpose, SendEmailCodeBody, SendMobileCodeBody } from '@/src/core/account-api';
import { CANDIDATE_DOMAIN, findAccountId } from '@/server/accounts/accounts';
import { checkCode } from '@/server/accounts/codes';
import { mobileOf } from '@/server/accounts/inputs';
import { attrKeyProp, captchaProp, codeProp, emailProp, mobileProp, purposeProp } from '@/server/accounts/schema-props';
import { ADDRESS_LIMITS, sendCode, throttle } from '@/server/accounts/send-code';
import { ok } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { params, portalHeaders } from '@/server/http/schema-parts';
import { doc, routeOf } from '@/server/http/route-of';

const MOBILE_PURPOSES: CodePurpose[] = ['regist', 'forget', 'changeMobile', 'savePasswd'];
const EMAIL_PURPOSES: CodePurpose[] = ['regist', 'forget', 'changeEmail', 'savePasswd'];
const captchaProps = { attrKey: attrKeyProp, captcha: captchaProp };
const sendSummary =
  'Send a code (never answered): throttled per target (1 per 60 s, 5 per hour) and address (20 per hour); counted before regist refuses a registered target (so probing mobiles here is no faster than validateRegistMobile); changeMobile/changeEmail/savePasswd need a token';

export async function codeRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Body: SendMobileCodeBody }>({
    ...routeOf('code.sendMobile'),
    schema: {
      ...doc('code.sendMobile', 'account', 'CodeSent', sendSummary),
      headers: portalHeaders,
      body: params({ mobile: mobileProp, purpose: purposeProp(MOBILE_PURPOSES), ...captchaProps }, ['mobile', 'purpose', 'attrKey', 'captcha']),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const { mobile, purpose, attrKey, captcha } = request.body;
      return ok(await sendCode(request, portal, { field: 'mobile', value: mobile, purpose, attrKey, captcha }));
    },
  });

  app.route<{ Body: SendEmailCodeBody }>({
    ...routeOf('code.sendEmail'),
    schema: {
      ...doc('code.sendEmail', 'account', 'CodeSent', sendSummary),
      headers: portalHeaders,
      body: params({ email: emailProp, purpose: purposeProp(EMAIL_PURPOSES), ...captchaProps }, ['email', 'purpose', 'attrKey', 'captcha']),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const { email, purpose, attrKey, captcha } = request.body;
      return ok(await sendCode(request, portal, { field: 'email', value: email, purpose, attrKey, captcha }));
    },
  });

  app.route<{ Body: { mobile: string; code: string; purpose: CodePurpose } }>({
    ...routeOf('code.validateMobile'),
    schema: {
      ...doc('code.validateMobile', 'account', '{ valid: boolean }', 'Whether the code sent to the mobile is right, without using it up; 5 wrong tries void it'),
      headers: portalHeaders,
      body: params({ mobile: mobileProp, code: codeProp, purpose: purposeProp(MOBILE_PURPOSES) }, ['mobile', 'code', 'purpose']),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const { mobile, code, purpose } = request.body;
      const valid = await checkCode(app.db, { portalId: portal.id, target: mobileOf(mobile), purpose }, code.trim(), app.now(), false);
      return ok({ valid });
    },
  });

  app.route<{ Body: { mobile: string } }>({
    ...routeOf('user.validateRegistMobile'),
    schema: {
      ...doc('user.validateRegistMobile', 'account', '{ available: boolean }', 'Whether the mobile may still register; throttled per address (20 per hour)'),
      headers: portalHeaders,
      body: params({ mobile: mobileProp }, ['mobile']),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const mobile = mobileOf(request.body.mobile);
      await throttle(request, [['regist-check', request.ip, ADDRESS_LIMITS]]);
      const taken = await findAccountId(app.db, { portalId: portal.id, domain: CANDIDATE_DOMAIN }, 'mobile', mobile);
      return ok({ available: taken === undefined });
    },
  });
}
