// Shared by the account, resume and file tests: signing the seeded demo candidates in, uploads as multipart,
// valid resume answers per template, and ID numbers with a computed check digit (nobody's real number).
import type { FastifyInstance } from 'fastify';
import type { ResumeValues } from '@/src/core/resume-types';
import type { SessionUser, TokenRecord } from '@/src/core/envelope';
import { encrypt } from '@/src/core/crypto-key';
import { idCardCheckDigit } from '@/src/core/validation';
import { portals } from '@/server/db/seed/portals';
import { DEMO_PASSWORD } from '@/server/db/seed/candidates';
import { data } from './helpers';

export { DEMO_PASSWORD };

/** The seeded candidates: the demo one of each portal and a second one for the ownership tests. */
export const DEMO = {
  zhang: { portalId: 1001, mobile: '13800000001', email: 'demo1@example.com', name: '张明' },
  li: { portalId: 1002, mobile: '13800000002', name: '李强' },
  wang: { portalId: 1001, mobile: '13800000011' },
  zhao: { portalId: 1002, mobile: '13800000012' },
} as const;

export function secretKeyOf(portalId: number): string {
  const key = portals.find((p) => p.id === portalId)?.secret_key;
  if (!key) throw new Error(`no secret key for portal ${portalId}`);
  return key;
}

/** The password as the client sends it: AES with the portal's padded secretKey. */
export function encryptedPassword(portalId: number, password = DEMO_PASSWORD): string {
  return encrypt(password, secretKeyOf(portalId));
}

export interface Session {
  token: string;
  user: SessionUser;
  portalId: number;
  /** the headers of a signed-in call: token and portal */
  headers: Record<string, string>;
}

export async function login(app: FastifyInstance, who: { portalId: number; mobile: string }): Promise<Session> {
  const answer = await data<{ token: TokenRecord; user: SessionUser }>(
    app,
    'passport.login',
    { domain: 'portal', account: who.mobile, password: encryptedPassword(who.portalId) },
    { 'qx-portal': String(who.portalId) },
  );
  const headers = { 'x-portal-token': answer.token.value, 'qx-portal': String(who.portalId) };
  return { token: answer.token.value, user: answer.user, portalId: who.portalId, headers };
}

/** A multipart/form-data body with one file part. */
export function multipart(bytes: Buffer, filename: string, contentType: string, field = 'file'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(tail)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Tiny real images (the server decodes them): a 1x1 PNG, a 2x2 JPEG, a 1x1 lossless WebP. */
export const IMAGES = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
  jpeg: Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAAqu/9k=',
    'base64',
  ),
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
};

export async function upload(app: FastifyInstance, session: Pick<Session, 'headers'> | null, bytes: Buffer, filename = 'photo.png', contentType = 'image/png') {
  const body = multipart(bytes, filename, contentType);
  const res = await app.inject({
    method: 'POST',
    url: '/pt/portal/file/uploadImage',
    headers: { 'x-requested-with': 'XMLHttpRequest', ...session?.headers, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; data: { fileId: string; url: string } | null; errorCode: string; errorMessage: string } };
}

export async function uploadPhoto(app: FastifyInstance, session: Session): Promise<string> {
  const answer = await upload(app, session, IMAGES.png);
  if (!answer.body.success || !answer.body.data) throw new Error(`upload failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.fileId;
}

/** An 18-character ID number with a computed check digit: region + YYYYMMDD + sequence. */
export function idNumber(yyyymmdd: string, region = '110105', sequence = '123'): string {
  const first17 = `${region}${yyyymmdd}${sequence}`;
  return first17 + (idCardCheckDigit(first17) ?? '?');
}

/** A complete, valid resume for one of the templates (social, campus, army). */
export function validResume(templateId: 'social' | 'campus' | 'army', photo: string): ResumeValues {
  const basicInfo: Record<string, unknown> = {
    name: '测试候选人',
    gender: '1',
    IDType: '1',
    IDCard: idNumber('19980512'),
    Birthday: '1998-05-12',
    nation: '01',
    politics: '13',
    Mobilephone: '13912345678',
    Email: 'candidate@example.com',
    photo,
  };
  if (templateId === 'campus') basicInfo.studentOrigin = '110000';
  else basicInfo.residence = '110108';
  if (templateId === 'social') basicInfo.workYears = '3';
  const values: ResumeValues = {
    personal: { basicInfo },
    education: { educationList: [{ school: '示例大学', major: '计算机科学与技术', education: '20', degree: '2', startDate: '2016-09', endDate: '2020-06' }] },
    intention: { jobIntention: { expectedRegion: '110100' } },
  };
  if (templateId === 'army') values.service = { serviceList: [{ unit: '某部', branch: '陆军', enlistDate: '2016-09-01', dischargeDate: '2020-09-01' }] };
  return values;
}

/** Saves a complete resume in that template over whatever the candidate had (the application tests). */
export async function saveCompleteResume(app: FastifyInstance, session: Session, templateId: 'social' | 'campus' | 'army'): Promise<void> {
  const photo = await uploadPhoto(app, session);
  const { version } = await data<{ version: number }>(app, 'resume.edit', {}, session.headers);
  await data(app, 'resume.save', { templateId, values: validResume(templateId, photo), version }, session.headers);
}

/** Positions of the candidate's portal asking for that resume template, open on `today`, not yet applied to. */
export async function openPositionsFor(app: FastifyInstance, session: Session, templateId: string, today = '2026-11-20'): Promise<number[]> {
  // sign-ups have no position: a NULL in NOT IN would match nothing
  const applied = app.db.selectFrom('deliveries').select('position_id').where('user_id', '=', session.user.id).where('position_id', 'is not', null);
  const rows = await app.db
    .selectFrom('positions')
    .select('id')
    .where('portal_id', '=', session.portalId)
    .where('resume_template', '=', templateId)
    .where('status', '=', 'open')
    .where('deadline', '>=', today)
    .where('id', 'not in', applied)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
