// Numbers out of range never reach SQLite: every paging, id and numeric parameter of every catalogue endpoint,
// read from the OpenAPI document the server publishes (so a new endpoint is covered), answers the 400 envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { endpoints, type EndpointName } from '@/src/core/endpoints';
import { startApp, type TestApp } from '../api/helpers';
import { DEMO, login, type Session } from '../api/candidates';
import { REVIEWERS, reviewerLogin } from '../api/review-helpers';

interface Schema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Param {
  name: string;
  in: 'path' | 'query' | 'body';
}

const BAD_VALUES = ['1e309', 'Infinity', '-1', '1.5', '99999999999999999999'];
/** the same values as bare JSON numbers, where JSON allows them */
const BAD_JSON_NUMBERS = ['1e309', '-1', '1.5', '99999999999999999999'];
/** numbers, paging parameters, and ids written in digits (a template id such as "army" is a name, not a number) */
function isBounded(name: string, schema: Schema): boolean {
  if (schema.type === 'integer' || schema.type === 'number' || /^(page|pageSize|limit|offset)$/.test(name)) return true;
  const digitsOnly = schema.pattern !== undefined && new RegExp(schema.pattern).test('12') && !new RegExp(schema.pattern).test('ab');
  return /^ids?$|Ids?$/.test(name) && digitsOnly;
}

/** A value the schema takes, for the required siblings of the parameter under test. */
function validValue(schema: Schema): unknown {
  if (schema.enum) return schema.enum.find((v) => v !== '') ?? schema.enum[0];
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'object') return {};
  const fits = (text: string) =>
    (!schema.pattern || new RegExp(schema.pattern).test(text)) && text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  const text = ['1', 'abcdefgh12', '0'.repeat(32), 'x'].find(fits);
  if (text === undefined) throw new Error(`no valid value for ${JSON.stringify(schema)}`);
  return text;
}

// The document is read before the tests are declared, so that each endpoint with such a parameter is a test.
const t: TestApp = await startApp();
const paths = (await t.app.inject({ method: 'GET', url: '/pt/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>().paths;
let candidate: Session;
let reviewer: Session;
beforeAll(async () => {
  candidate = await login(t.app, DEMO.zhang);
  reviewer = await reviewerLogin(t.app, REVIEWERS.chen);
});
afterAll(() => t.close());

function operationOf(name: EndpointName): Operation {
  const e = endpoints[name];
  const operation = paths[`/pt${e.path}`]?.[e.method.toLowerCase()];
  if (!operation) throw new Error(`${name} is not in the OpenAPI document`);
  return operation;
}

function bodySchemaOf(operation: Operation): Schema | undefined {
  return operation.requestBody?.content['application/json']?.schema;
}

function boundedParams(operation: Operation): Param[] {
  const listed = (operation.parameters ?? [])
    .filter((p) => (p.in === 'path' || p.in === 'query') && isBounded(p.name, p.schema))
    .map((p) => ({ name: p.name, in: p.in as Param['in'] }));
  const body = Object.entries(bodySchemaOf(operation)?.properties ?? {})
    .filter(([name, schema]) => isBounded(name, schema))
    .map(([name]) => ({ name, in: 'body' as const }));
  return [...listed, ...body];
}

/** A request with every required parameter valid and `param` set to `raw` (JSON text in a body when `bare`). */
function requestOf(name: EndpointName, param: Param, raw: string, bare = false): InjectOptions {
  const e = endpoints[name];
  const operation = operationOf(name);
  const pathValues: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of operation.parameters ?? []) {
    if (p.in === 'header' || !p.required) continue;
    const value = String(validValue(p.schema));
    if (p.in === 'path') pathValues[p.name] = value;
    else if (p.in === 'query') query[p.name] = value;
  }
  const bodySchema = bodySchemaOf(operation);
  const body: Record<string, unknown> = {};
  for (const required of bodySchema?.required ?? []) body[required] = validValue(bodySchema!.properties![required]);
  if (param.in === 'path') pathValues[param.name] = raw;
  if (param.in === 'query') query[param.name] = raw;
  const url = `/pt${e.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(pathValues[key]))}`;
  const who = name.startsWith('review.') ? reviewer : candidate;
  const headers = { 'x-requested-with': 'XMLHttpRequest', ...who.headers };
  if (e.method === 'GET') return { method: 'GET', url, query, headers };
  if (param.in !== 'body') return { method: 'POST', url, query, headers, payload: body };
  const json = JSON.stringify({ ...body, [param.name]: bare ? '__RAW__' : raw }).replace('"__RAW__"', raw);
  return { method: 'POST', url, query, headers: { ...headers, 'content-type': 'application/json' }, payload: json };
}

const checked = (Object.keys(endpoints) as EndpointName[]).filter((name) => boundedParams(operationOf(name)).length > 0);

describe('V5.1.3 V5.1.4 paging and id parameters are bounded integers, checked against the route schema', () => {
  it('the OpenAPI document lists paging and id parameters for the endpoints of the finding', () => {
    expect(checked.length).toBeGreaterThanOrEqual(25);
    expect(checked).toEqual(expect.arrayContaining(['delivery.search', 'delivery.notifications', 'collect.getCareer', 'review.search', 'careers.search']));
  });

  it.each(checked)('V5.1.4 %s: 1e309, Infinity, -1, 1.5 and 20 digits answer the 400 envelope naming the parameter', async (name) => {
    for (const param of boundedParams(operationOf(name))) {
      const tries = [...BAD_VALUES.map((v) => requestOf(name, param, v)), ...(param.in === 'body' ? BAD_JSON_NUMBERS.map((v) => requestOf(name, param, v, true)) : [])];
      for (const request of tries) {
        const res = await t.app.inject(request);
        const what = `${name} ${param.in} ${param.name}: ${JSON.stringify(request.query ?? {})} ${String(request.payload ?? '')} ${request.url}`;
        expect(res.statusCode, what).toBe(400);
        const body = res.json<{ success: boolean; errorCode: string; errorMessage: string }>();
        expect(body, what).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
        expect(body.errorMessage, what).toContain(param.name);
      }
    }
  });

  it('V5.1.3 the largest allowed page still answers an empty page, not an error', async () => {
    for (const name of ['delivery.search', 'delivery.notifications', 'collect.getCareer', 'review.search'] as const) {
      const who = name === 'review.search' ? reviewer : candidate;
      const res = await t.app.inject({ method: 'GET', url: `/pt${endpoints[name].path}`, query: { page: '100000', pageSize: '50' }, headers: who.headers });
      expect(res.statusCode, name).toBe(200);
      expect(res.json(), name).toMatchObject({ success: true });
    }
  });
});
