// Security headers on every answer (pages, API, static files, 404s): the CSP and framing rules through
// @fastify/helmet, HSTS only over TLS, Cache-Control: no-store on every personal answer, and API answers as
// attachments.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { endpoints, type EndpointName } from '@/src/core/endpoints';
import { routeOf } from './route-of';
import { TOKEN_HEADER } from './token-header';

/**
 * No inline or eval'd script: the build has none (Vite emits module files only). Styles allow 'unsafe-inline':
 * antd 5's CSS-in-JS, rc-* helpers and antd-mobile write <style> elements and style attributes at runtime
 * (docs/decisions/security.md, "CSP styles").
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // data: the favicon in index.html and antd's inline images; blob: the preview of a photo being uploaded
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Session calls that are not marked `auth` in the catalogue but answer about (or to) one person. */
export const SESSION_CALLS: readonly EndpointName[] = [
  'passport.login',
  'passport.header',
  'accesstoken.get',
  'accesstoken.user',
  'sso.loginUser',
  'user.regist',
  'captcha.generate',
  'code.sendMobile',
  'code.sendEmail',
  'code.validateMobile',
  'user.validateRegistMobile',
  'forget.sendMail',
  'forget.sendSms',
  'forget.retrieveByMail',
  'forget.retrieveByPhone',
  'file.view',
];

const PERSONAL_PREFIX = /^\/pt\/(usercenter|censor)(\/|\?|$)/;

const personalRoutes = new Set(
  (Object.keys(endpoints) as EndpointName[])
    .filter((name) => ('auth' in endpoints[name] && endpoints[name].auth) || SESSION_CALLS.includes(name))
    .map((name) => routeOf(name).url),
);

/** Whether the answer is about a signed-in person or carries a token: then no cache may keep it. */
function isPersonal(request: FastifyRequest, reply: FastifyReply): boolean {
  const route = request.routeOptions.url;
  return (route !== undefined && personalRoutes.has(route)) || PERSONAL_PREFIX.test(request.url) || reply.hasHeader(TOKEN_HEADER);
}

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  // Strict-Transport-Security is set below, only on answers that went over TLS
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
} as const;

/**
 * The headers @fastify/helmet sets with HELMET_OPTIONS, asked once of a throwaway instance. They are the same on
 * every answer (no CSP nonces), and the plugin would rebuild them (parsing the CSP) on every request.
 */
export async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, HELMET_OPTIONS);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(res.headers).filter(([name, value]) => !own.has(name) && typeof value === 'string')) as Record<string, string>;
}

/**
 * The pages another page may frame, and only a page of this origin: the h5 look of a publisher's draft (a position's
 * or an activity's), which the pc preview page (block terminal-preview) shows in a phone-sized frame. Each is a censor
 * page that sends its shell.
 */
const FRAMED_BY_SELF = /^\/site\/[^/]+\/[^/]+\/censor\/[^/]+\/[^/]+\/h5\/publish\/(?:activities\/)?preview\/\d+(?:[/?#]|$)/;

function allowSelfFraming(reply: FastifyReply): void {
  reply.header('x-frame-options', 'SAMEORIGIN');
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
}

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // request.protocol reads X-Forwarded-Proto only from the proxies PORTAL_TRUST_PROXY trusts
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isPersonal(request, reply)) reply.header('cache-control', 'no-store');
    if (FRAMED_BY_SELF.test(request.url)) allowSelfFraming(reply);
    // an API answer opened as a page is downloaded, never rendered (ASVS 14.4.2)
    if (request.url.startsWith('/pt/') && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      reply.header('content-disposition', 'attachment; filename="api.json"');
    }
    return payload;
  });
}
