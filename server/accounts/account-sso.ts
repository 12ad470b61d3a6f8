import type { FastifyInstance } from 'fastify';
import { isValidEmail, isValidMobile } from '@/src/core/validation';
import { CANDIDATE_DOMAIN, createAccount } from '@/server/accounts/accounts';
import { ssoAccountNotFound, ssoInvalid } from '@/server/accounts/errors';
import { readTicket, useTicketOnce } from '@/server/accounts/sso-ticket';
import { signIn } from '@/server/auth/sign-in';
import type { Db } from '@/server/db/database';
import { findPortal, type PortalRow } from '@/server/portals/portal-queries';
import { ApiError, ok } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { idString, params, portalHeaders } from '@/server/http/schema-parts';
import { doc, routeOf } from '@/server/http/route-of';

/**
 * The account the identity provider names: by its SSO name, else by the same mobile or email. An unknown one is
 * created only where the portal's configuration allows it (portals.sso_create_accounts).
 */
async function ssoAccount(db: Db, portal: PortalRow, account: string, createdAt: string): Promise<number> {
  const portalId = portal.id;
  const name = account.trim();
  const email = name.toLowerCase();
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('portal_id', '=', portalId)
    .where('domain', '=', CANDIDATE_DOMAIN)
    .where((eb) => eb.or([eb('sso_account', '=', name), eb('mobile', '=', name), eb('email', '=', email)]))
    .orderBy('id')
    .executeTakeFirst();
  if (row) return row.id;
  if (!portal.idp?.createAccounts) throw ssoAccountNotFound();
  return createAccount(db, {
    portalId,
    domain: CANDIDATE_DOMAIN,
    name: name.slice(0, 50),
    mobile: isValidMobile(name) ? name : null,
    email: isValidEmail(email) ? email : null,
    passwordHash: '',
    ssoAccount: name,
    createdAt,
  });
}

export async function ssoRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Params: { portal: string } }>({
    ...routeOf('sso.loginDomain'),
    schema: {
      ...doc('sso.loginDomain', 'session', '{ enabled: boolean, issuer: string }', 'Whether a portal accepts SSO tickets, and the name of its identity provider'),
      headers: portalHeaders,
      params: { type: 'object', properties: { portal: idString }, required: ['portal'] },
      querystring: params({}),
    },
    handler: async (request) => {
      await resolvePortal(request);
      const portal = await findPortal(app.db, Number(request.params.portal));
      if (!portal) throw new ApiError('PORTAL_NOT_FOUND', '站点不存在');
      return ok({ enabled: portal.idp !== null, issuer: `${portal.name}统一身份认证` });
    },
  });

  app.route<{ Body: { ticket: string } }>({
    ...routeOf('sso.loginUser'),
    schema: {
      ...doc('sso.loginUser', 'session', 'SignedIn', "Sign in with a ticket of the portal's identity provider: a JWS verified with the provider's public key; single use"),
      headers: portalHeaders,
      body: params({ ticket: { type: 'string', minLength: 1, maxLength: 2048, description: 'compact JWS (EdDSA or RS256) with iss, aud "portal:<id>", sub (the account), jti, iat, nbf, exp' } }, ['ticket']),
    },
    handler: async (request) => {
      const portal = await resolvePortal(request);
      const { ticket } = request.body;
      const claims = portal.idp ? await readTicket(ticket, portal.id, portal.idp, app.now()) : undefined;
      if (!claims || !portal.domains.includes(CANDIDATE_DOMAIN)) throw ssoInvalid();
      if (!(await useTicketOnce(app.db, portal.id, claims, app.now()))) throw ssoInvalid();
      const userId = await ssoAccount(app.db, portal, claims.account, app.now().toISOString());
      return ok(await signIn(request, portal, CANDIDATE_DOMAIN, userId));
    },
  });
}
