// Shared by the account API tests and every-endpoint.test.ts: calls from a chosen address, a clock tests can
// move, captchas and codes read the way the browser tests read them (the NODE_ENV=test helper routes), and
// fresh accounts.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SignedIn } from '@/src/core/account-api';
import { endpoints, fillPath, type EndpointName } from '@/src/core/endpoints';
import type { Envelope } from '@/src/core/envelope';
import { demoPasswordHash } from '@/server/db/seed/demo-password';
import { NOW, type Answer } from './helpers';
import { DEMO_PASSWORD, encryptedPassword, type Session } from './candidates';
import { demoTicket, type Claims } from '@/scripts/sso-demo-idp';

/** A clock the server reads through `now`; tests move it. */
export function movableClock(start = NOW) {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance: (ms: number) => (time += ms),
    set: (date: Date) => (time = date.getTime()),
  };
}

/** Like helpers.call, from the address `ip` (what request.ip reads). */
export async function callFrom<T = unknown>(
  app: FastifyInstance,
  name: EndpointName,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  ip = '127.0.0.1',
): Promise<Answer<T>> {
  const e = endpoints[name];
  const { path, rest } = fillPath(e.path, params);
  const options: InjectOptions = { method: e.method, url: `/pt${path}`, headers: { 'x-requested-with': 'XMLHttpRequest', ...headers }, remoteAddress: ip };
  if (e.method === 'GET') options.query = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)]));
  else options.payload = rest;
  const res = await app.inject(options);
  return { status: res.statusCode, body: res.json() as Envelope<T>, headers: res.headers };
}

let keys = 0;
export const newAttrKey = () => `test-key-${Date.now().toString(36)}-${++keys}`;

/** Generates a captcha image for a new attrKey and reads its answer through the test helper route. */
export async function solvedCaptcha(app: FastifyInstance, portalId: number, attrKey = newAttrKey()): Promise<{ attrKey: string; captcha: string }> {
  const image = await app.inject({ method: 'GET', url: '/pt/captcha/generate', query: { attrKey, random: '1' }, headers: { 'qx-portal': String(portalId) } });
  if (image.statusCode !== 200 || image.headers['content-type'] !== 'image/png') throw new Error(`captcha.generate failed: ${image.body}`);
  const answer = await app.inject({ method: 'GET', url: '/pt/test/captcha', query: { attrKey } });
  return { attrKey, captcha: (answer.json() as Envelope<{ text: string }>).data!.text };
}

export interface OutboxEntry {
  to: string;
  channel: string;
  purpose: string;
  code: string;
  createdAt: string;
}

export async function outbox(app: FastifyInstance, to: string): Promise<OutboxEntry[]> {
  const res = await app.inject({ method: 'GET', url: '/pt/test/outbox', query: { to } });
  return (res.json() as Envelope<OutboxEntry[]>).data ?? [];
}

/** The newest code sent to `to`; fails when none was. */
export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const [entry] = await outbox(app, to);
  if (!entry) throw new Error(`no message to ${to} in the outbox`);
  return entry.code;
}

let mobiles = 0;
/** A mobile number no seeded account has (segment 139, then the process id and a counter). */
export const newMobile = () => `139${String(process.pid % 10000).padStart(4, '0')}${String(++mobiles).padStart(4, '0')}`;

export const sessionOf = (portalId: number, signed: SignedIn): Session => ({
  token: signed.token.value,
  user: signed.user,
  portalId,
  headers: { 'x-portal-token': signed.token.value, 'qx-portal': String(portalId) },
});

/** Registers through the calls a person uses: captcha, code to the mobile, the code from the outbox, user.regist. */
export async function register(app: FastifyInstance, portalId: number, mobile = newMobile(), password = DEMO_PASSWORD, ip = '127.0.0.1'): Promise<Session> {
  const headers = { 'qx-portal': String(portalId) };
  const sent = await callFrom(app, 'code.sendMobile', { mobile, purpose: 'regist', ...(await solvedCaptcha(app, portalId)) }, headers, ip);
  if (!sent.body.success) throw new Error(`code.sendMobile failed: ${JSON.stringify(sent.body)}`);
  const code = await lastCode(app, mobile);
  const params = { accountType: 'mobile', mobile, code, password: encryptedPassword(portalId, password), name: '新用户', agree: true };
  const answer = await callFrom<SignedIn>(app, 'user.regist', params, headers, ip);
  if (!answer.body.success) throw new Error(`user.regist failed: ${JSON.stringify(answer.body)}`);
  return sessionOf(portalId, answer.body.data!);
}

/** An account written straight into the database (the demo password's precomputed hash) and signed in: no code sending, no throttles. */
export async function quickAccount(app: FastifyInstance, portalId: number, fields: { mobile?: string; email?: string } = {}): Promise<Session> {
  const mobile = fields.mobile ?? newMobile();
  await app.db
    .insertInto('users')
    .values({ portal_id: portalId, domain: 'portal', name: '测试账号', mobile, email: fields.email ?? null, password_hash: demoPasswordHash(0), created_at: NOW.toISOString() })
    .execute();
  const answer = await callFrom<SignedIn>(app, 'passport.login', { domain: 'portal', account: mobile, password: encryptedPassword(portalId) }, { 'qx-portal': String(portalId) });
  if (!answer.body.success) throw new Error(`passport.login failed: ${JSON.stringify(answer.body)}`);
  return sessionOf(portalId, answer.body.data!);
}

/** A ticket of the demo identity provider (scripts/sso-demo-idp.ts) issued at NOW; `overrides` replace claims. */
export const ticketFor = (portalId: number, account: string, overrides: Claims = {}) =>
  demoTicket(portalId, account, Math.floor(NOW.getTime() / 1000), overrides);
