// Shared by the API tests: a server on a fresh temp SQLite file, and calls by catalogue name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildServer, type BuildOptions } from '@/server/app';
import { checkSchemaDir } from '@/server/schema-check/index';
import type { SchemaCheckResult } from '@/server/schema-check/types';
import { endpoints, fillPath, type EndpointName } from '@/src/core/endpoints';
import type { Envelope } from '@/src/core/envelope';
import { createScratchDatabase, testPostgresUrl } from './pg-databases';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SCHEMAS_DIR = path.join(ROOT, 'schemas');
/** 2026-11-20 12:00 in Beijing: the seed's positions are mostly open then. */
export const NOW = new Date('2026-11-20T04:00:00Z');

export interface TestApp {
  app: FastifyInstance;
  dir: string;
  close(): Promise<void>;
  /** closes the server and starts another on the same database (file or PostgreSQL) */
  restart(opts?: Partial<BuildOptions>): Promise<TestApp>;
}

let repoSchemasChecked: SchemaCheckResult | undefined;
/** The schema check, once per test file for the repository's schemas (no test edits them); any other folder each time. */
function checkedOnce(dir: string): SchemaCheckResult {
  if (path.resolve(dir) !== SCHEMAS_DIR) return checkSchemaDir(dir);
  return (repoSchemasChecked ??= checkSchemaDir(dir));
}

export function tempDir(prefix = 'portal-api-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A server on a fresh SQLite file, or on a fresh PostgreSQL database when PORTAL_TEST_DATABASE_URL is set: a copy of the
 * run's migrated and seeded database (tests/setup/template-database.ts).
 */
export async function startApp(opts: Partial<BuildOptions> = {}, { fromTemplate = true } = {}): Promise<TestApp> {
  const dir = tempDir();
  const adminUrl = testPostgresUrl();
  // fromTemplate false: the server migrates and seeds its database itself, as a first start does
  const template = (fromTemplate && inject('templateDatabase')) || {};
  const scratch = adminUrl && !opts.dbFile ? await createScratchDatabase(adminUrl, template.postgresName) : undefined;
  const store = scratch ? { databaseUrl: scratch.url } : { dbFile: path.join(dir, 'portal.sqlite') };
  if (store.dbFile && template.sqliteFile) fs.copyFileSync(template.sqliteFile, store.dbFile);
  const open = async (more: Partial<BuildOptions>): Promise<TestApp> => {
    const app = await buildServer({ ...store, schemasDir: SCHEMAS_DIR, now: () => NOW, checkSchemas: checkedOnce, ...more });
    return {
      app,
      dir,
      close: async () => {
        await app.close();
        await scratch?.drop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
      restart: async (next = more) => {
        await app.close();
        return open(next);
      },
    };
  };
  return open(opts);
}

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

/** Calls a catalogue endpoint the way the client does: path params filled, GET params in the query, POST as JSON. */
export async function call<T = unknown>(
  app: FastifyInstance,
  name: EndpointName,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const e = endpoints[name];
  const { path: filled, rest } = fillPath(e.path, params);
  const options: InjectOptions = { method: e.method, url: `/pt${filled}`, headers: { 'x-requested-with': 'XMLHttpRequest', ...headers } };
  if (e.method === 'GET') options.query = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)]));
  else options.payload = rest;
  const res = await app.inject(options);
  return { status: res.statusCode, body: res.json() as Envelope<T>, headers: res.headers };
}

/** The data of a successful call; fails the test with the envelope otherwise. */
export async function data<T>(app: FastifyInstance, name: EndpointName, params: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<T> {
  const answer = await call<T>(app, name, params, headers);
  if (answer.status !== 200 || !answer.body.success) throw new Error(`${name} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}

export function copyDir(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true });
}
