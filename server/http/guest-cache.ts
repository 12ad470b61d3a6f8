// Route options that serve a public read from the PublicAnswerCache to guests: a request that carries a token,
// an Authorization header or a cookie is never served from it nor stored in it (x-portal-cache: bypass).
// Hits answer x-portal-cache: hit, stored answers miss. Only successful envelopes are stored.
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { TOKEN_HEADER } from './token-header';
import { beijingDate } from './clock';
import type { CachedAnswer } from './public-cache';

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

/** @fastify/compress leaves smaller answers plain; so do we. */
const COMPRESS_FROM_BYTES = 1024;
const COMPRESSORS: Record<'br' | 'gzip', (text: string) => Buffer> = {
  br: (text) => zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (text) => zlib.gzipSync(text),
};

/**
 * br or gzip when Accept-Encoding names it (without q=0); otherwise undefined, and the answer goes out as text for
 * @fastify/compress to handle as it does every answer. A hit is compressed once per encoding, not once per request.
 */
export function encodingOf(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return undefined;
  const accepted = header
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0].trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

function sendHit(reply: FastifyReply, answer: CachedAnswer, encoding: 'br' | 'gzip' | undefined): FastifyReply {
  reply.header(CACHE_HEADER, 'hit').type('application/json; charset=utf-8');
  if (!encoding || answer.text.length < COMPRESS_FROM_BYTES) return reply.send(answer.text);
  let body = answer.encoded.get(encoding);
  if (!body) {
    body = COMPRESSORS[encoding](answer.text);
    answer.encoded.set(encoding, body);
  }
  // with Content-Encoding set, @fastify/compress leaves the answer alone
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(body);
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
  const answer = cache.get(key);
  // an async hook that answers returns the reply, so that the handler does not run
  if (answer !== undefined) return sendHit(reply, answer, encodingOf(request));
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
