import type { FastifyInstance } from 'fastify';
import type { DomainInfo, PassportHeader, RegisterInfo } from '@/src/core/account-api';
import { PASSWORD_RULE } from '@/src/core/password-policy';
import { CANDIDATE_DOMAIN } from '@/server/accounts/accounts';
import { registClosed } from '@/server/accounts/errors';
import { CAPTCHA_AFTER_FAILURES } from '@/server/auth/login-throttle';
import { findUser } from '@/server/auth/require-user';
import { findToken, tokenFromHeaders } from '@/server/auth/tokens';
import type { Db } from '@/server/db/database';
import { ApiError, ok } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { params, portalHeaders } from '@/server/http/schema-parts';
import { domainParams } from './passport';
import { doc, routeOf } from '@/server/http/route-of';

const domainNotFound = () => new ApiError('DOMAIN_NOT_FOUND', '访问域不存在');

async function unreadNotifications(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .innerJoin('deliveries', 'deliveries.id', 'notifications.delivery_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deliveries.user_id', '=', userId)
    .where('notifications.read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function passportInfoRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Params: { domain: string } }>({
    ...routeOf('passport.domain'),
    schema: {
      ...doc('passport.domain', 'session', 'DomainInfo', 'What the login page of a domain offers: registration, the captcha threshold, SSO'),
      headers: portalHeaders,
      params: domainParams,
      querystring: params({}),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const domain = request.params.domain as DomainInfo['domain'];
      if (!portal.domains.includes(domain)) throw domainNotFound();
      const info: DomainInfo = { domain, registerable: domain === CANDIDATE_DOMAIN, captchaAfterFailures: CAPTCHA_AFTER_FAILURES, sso: portal.idp !== null };
      return ok(info);
    },
  });

  app.route({
    ...routeOf('passport.header'),
    schema: {
      ...doc('passport.header', 'session', 'PassportHeader', 'The signed-in user of the token (null for guests) and their unread notifications'),
      headers: portalHeaders,
      querystring: params({}),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const token = await findToken(app.db, tokenFromHeaders(request.headers), app.now());
      const user = token && token.portalId === portal.id && token.userId !== null ? ((await findUser(app.db, token.userId)) ?? null) : null;
      const header: PassportHeader = { user, unread: user ? await unreadNotifications(app.db, user.id) : 0 };
      return ok(header);
    },
  });

  app.route<{ Params: { domain: string } }>({
    ...routeOf('user.toregist'),
    schema: {
      ...doc('user.toregist', 'account', 'RegisterInfo', 'What the registration page shows: the privacy text, the account types and the password rule'),
      headers: portalHeaders,
      params: domainParams,
      querystring: params({}),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      if (request.params.domain !== CANDIDATE_DOMAIN || !portal.domains.includes(CANDIDATE_DOMAIN)) throw registClosed();
      const info: RegisterInfo = {
        privacy: { title: portal.privacyTitle, bodyHtml: portal.privacyHtml },
        accountTypes: ['mobile', 'email'],
        password: PASSWORD_RULE,
      };
      return ok(info);
    },
  });
}
