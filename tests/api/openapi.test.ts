import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/src/core/endpoints';
import { startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; parameters?: { name: string; in: string }[]; requestBody?: unknown }>>;
}

describe('OpenAPI document', () => {
  it('lists every path and method of the endpoint catalogue under /pt', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pt/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as OpenApi;
    expect(doc.openapi).toMatch(/^3\./);
    for (const [name, e] of Object.entries(endpoints)) {
      const operation = doc.paths[`/pt${e.path}`]?.[e.method.toLowerCase()];
      expect(operation, `${name} ${e.method} /pt${e.path}`).toBeDefined();
      expect(operation?.operationId).toBe(name);
    }
    // the integration API (server/integration/) is no catalogue call: tests/api/integration-api.test.ts checks its paths
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/pt/integration/'))).toHaveLength(Object.keys(endpoints).length);
  });

  it('documents the parameters of the calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/pt/docs/json' })).json() as OpenApi;
    const view = doc.paths['/pt/portal/rest/careers/view/{recruitmentId}'].get;
    expect(view.parameters).toContainEqual(expect.objectContaining({ name: 'recruitmentId', in: 'path' }));
    const terms = doc.paths['/pt/termjson/terms'].get;
    expect(terms.parameters).toContainEqual(expect.objectContaining({ name: 'type', in: 'query' }));
    expect(JSON.stringify(doc.paths['/pt/portal/rest/careers/search'].post.requestBody)).toContain('regionCode');
  });
});
