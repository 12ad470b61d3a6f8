import type { FastifyInstance } from 'fastify';
import { checkLogin, ACCOUNT_MAX_LENGTH } from '@/server/auth/login';
import { findUser, requireUser } from '@/server/auth/require-user';
import { findToken, hashToken, issueToken, TOKEN_HEADER, tokenFromHeaders } from '@/server/auth/tokens';
import { ApiError, ok } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { params, portalHeaders } from '@/server/http/schema-parts';
import { doc, routeOf } from './route-of';

const domainParams = {
  type: 'object',
  properties: { domain: { type: 'string', enum: ['portal', 'censor'] } },
  required: ['domain'],
} as const;

interface LoginBody {
  account: string;
  password: string;
}

const loginFailed = () => new ApiError('LOGIN_FAILED', '账号或密码错误');

export async function passportRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Params: { domain: string }; Body: LoginBody }>({
    ...routeOf('passport.login'),
    schema: {
      ...doc('passport.login', 'session', '{ token: TokenRecord, user: SessionUser }', 'Sign in with a mobile number or email and the AES-encrypted password'),
      headers: portalHeaders,
      params: domainParams,
      body: params(
        {
          account: { type: 'string', minLength: 1, maxLength: ACCOUNT_MAX_LENGTH, description: 'mobile number or email' },
          password: { type: 'string', minLength: 1, maxLength: 512, description: "AES-128-ECB (PKCS#7, Base64) with the site's secretKey padded to 16 characters" },
        },
        ['account', 'password'],
      ),
    },
    handler: async (request) => {
      const { db, now } = request.server;
      const portal = await resolvePortal(request);
      const domain = request.params.domain;
      const userId = await checkLogin(db, portal, domain, request.body.account, request.body.password);
      const user = userId === undefined || !portal.domains.includes(domain) ? undefined : await findUser(db, userId);
      if (!user) throw loginFailed();
      // a token sent along (a guest's, or an earlier session's in this portal) is replaced, not kept alive
      const previous = await findToken(db, tokenFromHeaders(request.headers), now());
      if (previous && previous.portalId === portal.id) await db.deleteFrom('tokens').where('token_hash', '=', previous.hash).execute();
      const value = await issueToken(db, portal.id, domain, now(), user.id);
      return ok({ token: { key: TOKEN_HEADER, value, domain }, user });
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
