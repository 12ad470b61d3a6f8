import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@/src/core/endpoints';
import { defaultPositions } from '@/server/db/seed/positions-default';
import { call, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

/** Valid values (ids of the army portal 1002) for the params each call requires. */
const required: Partial<Record<EndpointName, Record<string, unknown>>> = {
  'accesstoken.get': { domain: 'portal' },
  'accesstoken.user': { domain: 'censor' },
  'careers.view': { recruitmentId: defaultPositions.length + 2 },
  'careers.searchIntroduce': { unitId: 8 },
  'notice.view': { id: 12 },
  'activity.view': { id: 6 },
  'ref.terms': { type: 'degree' },
  'ref.dbterms': { types: 'degree' },
};

const names = Object.keys(endpoints) as EndpointName[];

describe.each(names)('%s', (name) => {
  const params = required[name] ?? {};

  it('answers the success envelope for the army portal', async () => {
    const answer = await call(t.app, name, { ...params, relationId: '1002', portalType: '1' }, { 'qx-portal': '1002' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, errorCode: '', errorMessage: '', showType: 0, messages: [] });
    expect(answer.body.data).toBeDefined();
  });

  it('refuses a malformed relationId with HTTP 400 naming it', async () => {
    const answer = await call(t.app, name, { ...params, relationId: 'abc' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'BAD_REQUEST', showType: 2 });
    expect(answer.body.errorMessage).toContain('relationId');
  });

  it('refuses an unknown portal with PORTAL_NOT_FOUND', async () => {
    const answer = await call(t.app, name, params, { 'qx-portal': '4242' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: false,
      errorCode: 'PORTAL_NOT_FOUND',
      errorMessage: '站点不存在',
      showType: name === 'siteconfig.load' ? 9 : 2,
    });
  });
});
