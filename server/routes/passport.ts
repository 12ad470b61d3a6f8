import type { FastifyInstance } from 'fastify';
import type { LoginBody } from '@/src/core/account-api';
import { ATTR_KEY_PATTERN, useCaptcha } from '@/server/accounts/captcha-store';
import { captchaInvalid, captchaRequired, loginLocked } from '@/server/accounts/errors';
import { checkLogin, ACCOUNT_MAX_LENGTH } from '@/server/auth/login';
import { captchaNeeded, clearAccountFailures, lockedMinutes, loginSubject, recordLoginFailure } from '@/server/auth/login-throttle';
import { requireUser } from '@/server/auth/require-user';
import { signIn } from '@/server/auth/sign-in';
import { hashToken, tokenFromHeaders } from '@/server/auth/tokens';
import { ApiError, ok } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { params, portalHeaders } from '@/server/http/schema-parts';
import { doc, routeOf } from './route-of';

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
        'Sign in with a mobile number or email and the AES-encrypted password; a captcha after 3 failures, locked after 5 of the account or 20 of the address in 15 minutes',
      ),
      headers: portalHeaders,
      params: domainParams,
      body: params(
        {
          account: { type: 'string', minLength: 1, maxLength: ACCOUNT_MAX_LENGTH, description: 'mobile number or email' },
          password: { type: 'string', minLength: 1, maxLength: 512, description: "AES-128-ECB (PKCS#7, Base64) with the site's secretKey padded to 16 characters" },
          attrKey: { type: 'string', pattern: `(${ATTR_KEY_PATTERN})|^$`, description: 'the attrKey of the captcha image (captcha.generate)' },
          captcha: { type: 'string', maxLength: 10, description: 'the captcha answer; required after 3 failures (CAPTCHA_REQUIRED)' },
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
      const minutes = await lockedMinutes(db, who, now());
      if (minutes > 0) throw loginLocked(minutes);
      if (await captchaNeeded(db, who, now())) {
        if (!attrKey || !captcha) throw captchaRequired();
        if (!(await useCaptcha(db, portal.id, attrKey, captcha, now()))) throw captchaInvalid({ captchaRequired: true });
      }
      const userId = portal.domains.includes(domain) ? await checkLogin(db, portal, domain, account, password) : undefined;
      if (userId === undefined) {
        await recordLoginFailure(db, who, now());
        throw loginFailed();
      }
      await clearAccountFailures(db, who);
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
