import type { FastifyInstance } from 'fastify';
import type { LoginBody } from '@/src/core/account-api';
import { ATTR_KEY_PATTERN } from '@/server/auth/captcha-store';
import { passwordProp } from '@/server/accounts/schema-props';
import { captchaInvalid, captchaRequired, loginLocked } from '@/server/accounts/errors';
import { checkLogin, ACCOUNT_MAX_LENGTH } from '@/server/auth/login';
import { admitLogin, forgiveLogin, loginSubject } from '@/server/auth/login-throttle';
import { requireUser } from '@/server/auth/require-user';
import { signIn } from '@/server/auth/sign-in';
import { hashToken, tokenFromHeaders } from '@/server/auth/tokens';
import { ApiError, ok } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { params, portalHeaders } from '@/server/http/schema-parts';
import { doc, routeOf } from '@/server/http/route-of';

export const domainParams = {
  type: 'object',
  properties: { domain: { type: 'string', enum: ['portal', 'censor'] } },
  required: ['domain'],
} as const;


const loginFailed = () => new ApiError('LOGIN_FAILED', '账号或密码错误');

export async function passportRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Params: { domain: string }; Body: LoginBody }>({
    ...routeOf('passport.login'),
    schema: {
      ...doc(
        'passport.login',
        'session',
        'SignedIn',
        'Sign in with a mobile number or email and the AES-encrypted password. Every attempt is counted before the password is checked: a captcha is required after 3 failed attempts of the account or 20 from the address within 15 minutes; the account (never the address) is locked after 5 of its own within 15 minutes, even for the right password. A success clears the account\'s count.',
      ),
      headers: portalHeaders,
      params: domainParams,
      body: params(
        {
          account: { type: 'string', minLength: 1, maxLength: ACCOUNT_MAX_LENGTH, description: 'mobile number or email' },
          password: passwordProp,
          attrKey: { type: 'string', pattern: `(${ATTR_KEY_PATTERN})|^$`, description: 'the attrKey of the captcha image (captcha.generate)' },
          captcha: { type: 'string', maxLength: 10, description: 'the captcha answer (any letter case); required after 3 failed attempts of the account or 20 from the address (CAPTCHA_REQUIRED)' },
        },
        ['account', 'password'],
      ),
    },
    handler: async (request) => {
      const { db, now } = request.server;
      const portal = await resolvePortal(request);
      const { domain } = request.params;
      const { account, password, attrKey, captcha } = request.body;
      const who = loginSubject(portal.id, domain, account, request.ip);
      const admission = await admitLogin(db, who, { portalId: portal.id, attrKey, answer: captcha }, now());
      if (admission.refused === 'locked') throw loginLocked(admission.minutes);
      if (admission.refused === 'captchaRequired') throw captchaRequired();
      if (admission.refused === 'captchaInvalid') throw captchaInvalid({ captchaRequired: true });
      const userId = portal.domains.includes(domain) ? await checkLogin(db, portal, domain, account, password) : undefined;
      if (userId === undefined) throw loginFailed();
      await forgiveLogin(db, who, admission.counted);
      return ok(await signIn(request, portal, domain, userId));
    },
  });

  app.route<{ Params: { domain: string } }>({
    ...routeOf('passport.logout'),
    schema: {
      ...doc('passport.logout', 'session', 'null', 'Sign out: the token is revoked on the server'),
      headers: portalHeaders,
      params: domainParams,
      querystring: params({}),
      body: params({}),
    },
    handler: async (request) => {
      await requireUser(request);
      const value = tokenFromHeaders(request.headers);
      if (value) await app.db.deleteFrom('tokens').where('token_hash', '=', hashToken(value)).execute();
      return ok(null);
    },
  });
}
