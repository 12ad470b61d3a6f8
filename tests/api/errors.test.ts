import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/server/http/envelope';
import { call, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
  t.app.get('/pt/test/boom', async () => {
    throw new Error('database exploded at /secret/path.ts:12');
  });
  t.app.get('/pt/test/teapot', async () => {
    throw new ApiError('TEAPOT', '我是茶壶', 4);
  });
});
afterAll(() => t.close());

const envelopeKeys = ['data', 'errorCode', 'errorMessage', 'messages', 'showType', 'success'];

describe('the envelope on failures', () => {
  it('answers HTTP 400 naming the field for a querystring, a body and a path failure', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/pt/portal/rest/careers/enterpriseList?page=abc' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ success: false, data: null, errorCode: 'BAD_REQUEST', errorMessage: '参数 page 应为整数', showType: 2, messages: ['参数 page 应为整数'] });
    const body = await call(t.app, 'notice.search', { pageSize: 0 });
    expect(body.body.errorMessage).toBe('参数 pageSize 不能小于 1');
    const params = await t.app.inject({ method: 'GET', url: '/pt/accesstoken/root' });
    expect(params.json().errorMessage).toBe('参数 domain 取值无效，可选值：portal、censor');
  });

  it('answers HTTP 400 for a body that is not JSON or not an object', async () => {
    const broken = await t.app.inject({ method: 'POST', url: '/pt/portal/notice/search', headers: { 'content-type': 'application/json' }, payload: '{"page":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, errorCode: 'BAD_REQUEST', errorMessage: '请求体不是合法的 JSON' });
    const array = await t.app.inject({ method: 'POST', url: '/pt/portal/notice/search', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    expect(array.json().errorMessage).toBe('请求体 应为对象');
  });

  it('accepts a POST without a body, using the defaults', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/pt/portal/rest/careers/search' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ page: 1, pageSize: 10 });
  });

  it('answers HTTP 404 with the envelope for unknown paths and methods', async () => {
    for (const [method, url] of [['GET', '/pt/no/such/call'], ['POST', '/pt/portal/rest/careers/view/1'], ['GET', '/nothing-here']] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: 'application/json' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, data: null, errorCode: 'NOT_FOUND', errorMessage: '请求的资源不存在', showType: 2, messages: ['请求的资源不存在'] });
    }
  });

  it('answers HTTP 500 with the envelope and no stack for an unexpected failure', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pt/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, data: null, errorCode: 'SERVER_ERROR', errorMessage: '系统繁忙，请稍后重试', showType: 2, messages: ['系统繁忙，请稍后重试'] });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('stack');
  });

  it('answers a thrown business error with its code and showType on HTTP 200', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pt/test/teapot' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'TEAPOT', errorMessage: '我是茶壶', showType: 4 });
  });

  it('answers HTTP 500 when the database fails under a real route', async () => {
    await t.app.db.schema.dropTable('banners').execute();
    const answer = await call(t.app, 'tidings.banner');
    expect(answer.status).toBe(500);
    expect(answer.body.errorCode).toBe('SERVER_ERROR');
    expect(Object.keys(answer.body).sort()).toEqual(envelopeKeys);
  });

  it('uses portal 1001 when none is given and refuses an unknown explicit one', async () => {
    const none = await call<{ title: string }>(t.app, 'tidings.privacy');
    expect(none.body.data?.title).toBe('人才招聘网隐私声明');
    const unknown = await call(t.app, 'tidings.privacy', {}, { 'qx-portal': '1003' });
    expect(unknown.body).toEqual({ success: false, data: null, errorCode: 'PORTAL_NOT_FOUND', errorMessage: '站点不存在', showType: 2, messages: ['站点不存在'] });
    const relation = await call(t.app, 'tidings.privacy', { relationId: '1003' }, { 'qx-portal': '1001' });
    expect(relation.body.errorCode).toBe('PORTAL_NOT_FOUND');
  });
});
