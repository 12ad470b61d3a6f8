// A candidate of their own for a browser test, registered through the API as the regist page would do it:
// captcha (its text from the test-only /pt/test/captcha), a code sent to the mobile (read from the test-only
// outbox), then user.regist with the AES-encrypted password. Tests that change a resume or applications use
// one, so that they do not depend on what other test files did to the seeded candidates.
import { randomBytes } from 'node:crypto';
import { encrypt } from '@/src/core/crypto-key';
import { portals } from '@/server/db/seed/portals';
import type { Candidate } from './resume-helpers';

interface Envelope<T> {
  success: boolean;
  data: T;
  errorMessage?: string;
}

async function call<T>(baseUrl: string, portalId: number, path: string, body?: object): Promise<T> {
  const answer = await fetch(`${baseUrl}/pt${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', 'qx-portal': String(portalId), 'x-requested-with': 'XMLHttpRequest' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await answer.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${path}: ${envelope.errorMessage ?? answer.status}`);
  return envelope.data;
}

/** A mobile number of an allocated segment (139) that no seed uses. */
const newMobile = () => `139${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`;

export async function registerByApi(baseUrl: string, portalId: number, name: string, password = 'Applicant#2026'): Promise<Candidate> {
  const mobile = newMobile();
  const attrKey = randomBytes(12).toString('hex');
  const image = await fetch(`${baseUrl}/pt/captcha/generate?attrKey=${attrKey}&random=1`, { headers: { 'qx-portal': String(portalId) } });
  if (!image.ok) throw new Error(`captcha.generate: HTTP ${image.status}`);
  const { text } = await call<{ text: string }>(baseUrl, portalId, `/test/captcha?attrKey=${attrKey}`);
  await call(baseUrl, portalId, '/sendMobileCode', { mobile, purpose: 'regist', attrKey, captcha: text });
  const [sent] = await call<Array<{ code: string }>>(baseUrl, portalId, `/test/outbox?to=${mobile}`);
  const secretKey = portals.find((p) => p.id === portalId)?.secret_key ?? '';
  await call(baseUrl, portalId, '/portal/rest/user/regist', { accountType: 'mobile', mobile, code: sent.code, password: encrypt(password, secretKey), name, agree: true });
  return { account: mobile, password };
}
