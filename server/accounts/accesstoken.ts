import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenRecord } from '@/src/core/envelope';
import { ok } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { params, portalHeaders } from '@/server/http/schema-parts';
import { findUser } from '@/server/auth/require-user';
import { guestTokenExpired, issueGuestToken } from '@/server/auth/guest-tokens';
import { findToken, tokenFromHeaders, type TokenRow } from '@/server/auth/tokens';
import { TOKEN_HEADER } from '@/server/http/token-header';
import { doc, routeOf } from '@/server/http/route-of';

const domainParams = {
  type: 'object',
  properties: { domain: { type: 'string', enum: ['portal', 'censor'] } },
  required: ['domain'],
} as const;

type Req = FastifyRequest<{ Params: { domain: string } }>;

/**
 * The request's token when it is valid for this portal and domain; else a new guest token (also sent as a
 * header), or none when the address has asked for too many (server/auth/guest-tokens.ts).
 */
async function currentToken(request: Req, reply: FastifyReply): Promise<{ record: TokenRecord | null; row?: TokenRow }> {
  const { db, now } = request.server;
  const portal = await resolvePortal(request);
  const domain = request.params.domain;
  const value = tokenFromHeaders(request.headers);
  const row = await findToken(db, value, now());
  if (value && row && row.portalId === portal.id && row.domain === domain && !guestTokenExpired(row, now())) {
    return { record: { key: TOKEN_HEADER, value, domain }, row };
  }
  const fresh = await issueGuestToken(db, portal.id, domain, request.ip, now());
  if (fresh === null) return { record: null };
  reply.header(TOKEN_HEADER, fresh);
  return { record: { key: TOKEN_HEADER, value: fresh, domain } };
}

export async function accesstokenRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Params: { domain: string } }>({
    ...routeOf('accesstoken.get'),
    schema: {
      ...doc('accesstoken.get', 'session', '{ token: TokenRecord | null }', 'The access token, a new guest token when none is valid (null over 120 per address in 10 minutes)'),
      headers: portalHeaders,
      params: domainParams,
      querystring: params({}),
    },
    handler: async (request, reply) => {
      const { record } = await currentToken(request, reply);
      return ok({ token: record });
    },
  });

  app.route<{ Params: { domain: string } }>({
    ...routeOf('accesstoken.user'),
    schema: {
      ...doc('accesstoken.user', 'session', '{ token: TokenRecord | null, user: SessionUser | null }', 'The access token and its user; a new guest token as for accesstoken.get'),
      headers: portalHeaders,
      params: domainParams,
      querystring: params({}),
    },
    handler: async (request, reply) => {
      const { record, row } = await currentToken(request, reply);
      const user = row?.userId != null ? ((await findUser(app.db, row.userId)) ?? null) : null;
      return ok({ token: record, user });
    },
  });
}
