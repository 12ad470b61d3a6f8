// Route options that serve a public read from the PublicAnswerCache to guests: a request that carries a token,
// an Authorization header or a cookie is never served from it nor stored in it (x-portal-cache: bypass).
// Hits answer x-portal-cache: hit, stored answers miss. Only successful envelopes are stored.
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { TOKEN_HEADER } from '@/server/auth/tokens';
import { beijingDate } from './clock';

export const CACHE_HEADER = 'x-portal-cache';

interface Pending {
  key: string;
  generation: number;
}
const pendingOf = new WeakMap<FastifyRequest, Pending>();

function isGuest(request: FastifyRequest): boolean {
  const h = request.headers;
  return h[TOKEN_HEADER] === undefined && h.authorization === undefined && h.cookie === undefined;
}

/** Everything the answer depends on: the call, its validated params, the portal header and the day. */
function keyOf(request: FastifyRequest): string {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return `${request.method} ${request.url} ${body} ${String(request.headers['qx-portal'] ?? '')} ${beijingDate(request.server.now())}`;
}

async function serveCached(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const cache = request.server.publicCache;
  if (!cache.enabled) return undefined;
  if (!isGuest(request)) {
    reply.header(CACHE_HEADER, 'bypass');
    return undefined;
  }
  const generation = await cache.fresh();
  const key = keyOf(request);
  const text = cache.get(key);
  if (text !== undefined) {
    // an async hook that answers returns the reply, so that the handler does not run
    return reply.header(CACHE_HEADER, 'hit').type('application/json; charset=utf-8').send(text);
  }
  reply.header(CACHE_HEADER, 'miss');
  pendingOf.set(request, { key, generation });
  return undefined;
}

async function storeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const pending = pendingOf.get(request);
  if (pending && reply.statusCode === 200 && (payload as { success?: unknown } | null)?.success === true) {
    const text = reply.serialize(payload);
    if (typeof text === 'string') request.server.publicCache.set(pending.key, text, pending.generation);
  }
  return payload;
}

/** Spread into a route's options: `{ ...cachedForGuests(), ...routeOf(name), schema, handler }`. */
export function cachedForGuests(): Pick<RouteShorthandOptions, 'preHandler' | 'preSerialization'> {
  return { preHandler: serveCached, preSerialization: storeAnswer };
}
