// Every call under /pt/integration/v1/ carries `Authorization: Bearer KEY`; the key decides the portal, so a
// caller never names one (no qx-portal, no relationId) and cannot reach another portal's rows. The check runs
// before the body is read or validated: without a live key nothing else is answered.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '@/server/http/envelope';
import { portalOfKey } from './integration-keys';

const BEARER = /^Bearer +(\S{1,200})$/i;

/** The portal of each authenticated request; a WeakMap, so an answered request leaves nothing behind. */
const portals = new WeakMap<FastifyRequest, number>();

const unauthorized = () => new ApiError('UNAUTHORIZED', 'API 密钥缺失、无效或已撤销', 0, 401);

/** Refuses (401 in the envelope) every request of this plugin's routes without a live key. */
export function requireApiKey(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? BEARER.exec(header) : null;
    const portalId = match ? await portalOfKey(app.db, match[1]) : undefined;
    if (portalId === undefined) {
      reply.header('www-authenticate', 'Bearer realm="integration"');
      throw unauthorized();
    }
    portals.set(request, portalId);
  });
}

/** The portal the request's key acts for (requireApiKey ran first). */
export function callerPortal(request: FastifyRequest): number {
  const portalId = portals.get(request);
  if (portalId === undefined) throw unauthorized();
  return portalId;
}
