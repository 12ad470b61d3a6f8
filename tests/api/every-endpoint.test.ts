import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint, type EndpointName } from '@/src/core/endpoints';
import { defaultPositions } from '@/server/db/seed/positions-default';
import { call, startApp, type TestApp } from './helpers';
import { DEMO, IMAGES, encryptedPassword, login, upload, uploadPhoto, validResume, type Session } from './candidates';
import { accountRequired, prepareAccountCall } from './accounts-every-endpoint';
import { applicationRequired, prepareApplicationCall } from './applications-every-endpoint';
import { prepareReviewCall, reviewRequired } from './review-every-endpoint';
import { preparePublishCall, publishRequired } from './publish-every-endpoint';
import { adminRequired, prepareAdminCall } from './admin-every-endpoint';
import { prepareActivityPublishCall, publishActivityRequired } from './publish-activities-every-endpoint';
import { expectImportCall } from './publish-every-endpoint';

let t: TestApp;
/** the army portal's demo candidate, for the calls that need a signed-in user */
let session: Session;
let fileId: string;
let deliveryId: number;
beforeAll(async () => {
  t = await startApp();
  session = await login(t.app, DEMO.li);
  fileId = await uploadPhoto(t.app, session);
  deliveryId = (await t.app.db.selectFrom('deliveries').select('id').where('user_id', '=', session.user.id).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

/** Valid values (ids of the army portal 1002) for the params each call requires. */
const required = (): Partial<Record<EndpointName, Record<string, unknown>>> => ({
  'accesstoken.get': { domain: 'portal' },
  'accesstoken.user': { domain: 'censor' },
  'careers.view': { recruitmentId: defaultPositions.length + 2 },
  'careers.searchIntroduce': { unitId: 8 },
  'notice.view': { id: 12 },
  'activity.view': { id: 6 },
  'ref.terms': { type: 'degree' },
  'ref.dbterms': { types: 'degree' },
  'passport.login': { domain: 'portal', account: DEMO.li.mobile, password: encryptedPassword(DEMO.li.portalId) },
  'passport.logout': { domain: 'portal' },
  'resume.save': { templateId: 'army', values: validResume('army', fileId), version: 0 },
  'resume.changeTemplate': { templateId: 'army' },
  'resume.completeResume': { deliveryId },
  'file.view': { fileId },
  ...accountRequired,
  ...applicationRequired,
  ...reviewRequired,
  ...publishRequired,
  ...publishActivityRequired,
  ...adminRequired,
});

/** The token of the calls that need one; logout gets a session of its own, as it revokes it. */
async function signedIn(name: EndpointName): Promise<Record<string, string>> {
  if (name === 'passport.logout') return (await login(t.app, DEMO.li)).headers;
  const e: Endpoint = endpoints[name];
  return e.auth || name === 'file.view' ? session.headers : {};
}

const names = Object.keys(endpoints) as EndpointName[];

describe.each(names)('%s', (name) => {
  it('answers the success envelope for the army portal', async () => {
    const prepared = (await prepareAccountCall(t.app, name)) ?? (await prepareApplicationCall(t.app, name, session)) ?? (await prepareReviewCall(t.app, name)) ?? (await prepareActivityPublishCall(t.app, name)) ?? (await preparePublishCall(t.app, name)) ?? (await prepareAdminCall(t.app, name));
    const params = { ...required()[name], ...prepared?.params };
    const headers = { ...(await signedIn(name)), ...prepared?.headers, 'qx-portal': '1002' };
    if (name === 'file.uploadImage') {
      const answer = await upload(t.app, { headers }, IMAGES.png);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, errorCode: '', errorMessage: '', showType: 0, messages: [] });
      return;
    }
    if (name.startsWith('publish.import')) {
      await expectImportCall(t.app, name, headers);
      return;
    }
    if (name === 'captcha.generate') {
      // a PNG image, not an envelope
      const res = await t.app.inject({ method: 'GET', url: '/pt/captcha/generate', query: { ...(params as Record<string, string>), relationId: '1002', portalType: '1' }, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      return;
    }
    if (name === 'file.view') {
      // the image bytes, not an envelope
      const res = await t.app.inject({ method: 'GET', url: `/pt/portal/file/view/${fileId}?relationId=1002&portalType=1`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      return;
    }
    const answer = await call(t.app, name, { ...params, relationId: '1002', portalType: '1' }, headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, errorCode: '', errorMessage: '', showType: 0, messages: [] });
    expect(answer.body.data).toBeDefined();
  });

  it('refuses a malformed relationId with HTTP 400 naming it', async () => {
    const answer = await call(t.app, name, { ...required()[name], relationId: 'abc' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'BAD_REQUEST', showType: 2 });
    expect(answer.body.errorMessage).toContain('relationId');
  });

  it('refuses an unknown portal with PORTAL_NOT_FOUND', async () => {
    const answer = await call(t.app, name, required()[name] ?? {}, { 'qx-portal': '4242' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: false,
      errorCode: 'PORTAL_NOT_FOUND',
      errorMessage: '站点不存在',
      showType: name === 'siteconfig.load' ? 9 : 2,
    });
  });
});
