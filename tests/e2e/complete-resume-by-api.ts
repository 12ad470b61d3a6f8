// A registered candidate's resume made complete through the API (as the resume editor would save it): signs in,
// uploads a photo, saves a complete resume of the template. Browser tests that apply without the completion
// detour start from it.
import { encrypt } from '@/src/core/crypto-key';
import type { TokenRecord } from '@/src/core/envelope';
import { portals } from '@/server/db/seed/portals';
import { IMAGES, validResume } from '@/tests/api/candidates';
import type { Candidate } from './resume-helpers';

interface Envelope<T> {
  success: boolean;
  data: T;
  errorMessage?: string;
}

async function parse<T>(path: string, answer: Response): Promise<T> {
  const envelope = (await answer.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${path}: ${envelope.errorMessage ?? answer.status}`);
  return envelope.data;
}

export async function completeResumeByApi(baseUrl: string, portalId: number, candidate: Candidate, templateId: 'social' | 'campus' | 'army'): Promise<void> {
  const base = { 'x-requested-with': 'XMLHttpRequest', 'qx-portal': String(portalId) };
  const secretKey = portals.find((p) => p.id === portalId)?.secret_key ?? '';
  const login = await fetch(`${baseUrl}/pt/ams/passport/portal/encrypted`, {
    method: 'POST',
    headers: { ...base, 'content-type': 'application/json' },
    body: JSON.stringify({ domain: 'portal', account: candidate.account, password: encrypt(candidate.password, secretKey) }),
  });
  const { token } = await parse<{ token: TokenRecord }>('passport.login', login);
  const auth = { ...base, 'x-portal-token': token.value };
  const form = new FormData();
  form.append('file', new Blob([IMAGES.png], { type: 'image/png' }), 'photo.png');
  const photo = await parse<{ fileId: string }>('file.uploadImage', await fetch(`${baseUrl}/pt/portal/file/uploadImage`, { method: 'POST', headers: auth, body: form }));
  const { version } = await parse<{ version: number }>('resume.edit', await fetch(`${baseUrl}/pt/usercenter/rest/resume/edit`, { headers: auth }));
  await parse(
    'resume.save',
    await fetch(`${baseUrl}/pt/usercenter/rest/resume/save`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ templateId, values: validResume(templateId, photo.fileId), version }),
    }),
  );
}
