import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SchemaCheckResult } from '@/server/schema-check/types';
import { startApp, type TestApp } from './helpers';

// The store's own rules, with a checker whose answers the test decides.
let answer: SchemaCheckResult;
let failing = false;
let t: TestApp;
beforeAll(async () => {
  answer = { problems: [], good: new Map<string, unknown>([['pages/a.json', { id: 'a', v: 1 }], ['pages/x.json', { id: 'x', v: 1 }]]) };
  t = await startApp({
    checkSchemas: () => {
      if (failing) throw new Error('meta-schema folder unreadable');
      return answer;
    },
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('SchemaStore', () => {
  it('logs "schema refused: <file> <pointer> <message>" for each problem and keeps the last good copy', async () => {
    const errors = vi.spyOn(t.app.log, 'error');
    answer = {
      problems: [
        { file: 'pages/x.json', pointer: '/blocks/0/type', message: 'must be string' },
        { file: 'pages/x.json', pointer: '/title', message: 'must have required property' },
        { file: 'pages/new.json', pointer: '', message: 'Unexpected end of JSON input' },
      ],
      good: new Map<string, unknown>([['pages/a.json', { id: 'a', v: 2 }], ['pages/x.json', { id: 'x', v: 2 }]]),
    };
    t.app.schemaStore.reload();
    expect(errors.mock.calls.map(([line]) => line)).toEqual([
      'schema refused: pages/x.json /blocks/0/type must be string',
      'schema refused: pages/x.json /title must have required property',
      'schema refused: pages/new.json  Unexpected end of JSON input',
    ]);
    expect((await get('/schemas/pages/a.json')).json()).toEqual({ id: 'a', v: 2 });
    expect((await get('/schemas/pages/x.json')).json()).toEqual({ id: 'x', v: 1 });
    const none = await get('/schemas/pages/new.json');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    errors.mockRestore();
  });

  it('keeps serving everything when the checker itself fails', async () => {
    const errors = vi.spyOn(t.app.log, 'error');
    const before = (await get('/schemas/pages/a.json')).body;
    failing = true;
    expect(t.app.schemaStore.reload()).toBeUndefined();
    failing = false;
    expect(String(errors.mock.calls[0]?.[1])).toBe('schema check failed: meta-schema folder unreadable');
    expect((await get('/schemas/pages/a.json')).body).toBe(before);
    errors.mockRestore();
  });
});
