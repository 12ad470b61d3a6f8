// The throwaway store a run grows: an SQLite file under the system temp folder, or, when DATABASE_URL names a
// PostgreSQL database, a new database beside it (<db>_growth_<pid>) on the same server, so that a run never fills
// a real portal. Both are removed at the end unless --keep.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BuildOptions } from '@/server/app';
import { safeUrl } from '@/server/db/database';
import { postgresSink, sqliteSink, type Engine, type RowSink } from './sink';

export interface GrowthStore {
  engine: Engine;
  /** what the output says the store is (no password) */
  name: string;
  /** what buildServer needs to open it */
  target: Pick<BuildOptions, 'dbFile' | 'databaseUrl'>;
  sink(): Promise<RowSink>;
  remove(): Promise<void>;
}

export const ENGINE_LABELS: Record<Engine, string> = { sqlite: 'SQLite (better-sqlite3)', postgres: 'PostgreSQL (pg)' };

function sqliteStore(): GrowthStore {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-growth-'));
  const file = path.join(dir, 'portal.sqlite');
  return {
    engine: 'sqlite',
    name: file,
    target: { dbFile: file },
    sink: async () => sqliteSink(file),
    remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function onServer(url: URL, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function postgresStore(databaseUrl: string): Promise<GrowthStore> {
  const named = new URL(databaseUrl);
  const base = decodeURIComponent(named.pathname.slice(1)) || 'postgres';
  const database = `${base.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 40)}_growth_${process.pid}`;
  // CREATE and DROP DATABASE run on the database the URL names (they cannot run inside the new one)
  await onServer(named, `CREATE DATABASE ${database}`);
  const url = new URL(named);
  url.pathname = `/${database}`;
  return {
    engine: 'postgres',
    name: safeUrl(url.toString()),
    target: { databaseUrl: url.toString() },
    sink: () => postgresSink(url.toString()),
    remove: () => onServer(named, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  };
}

export async function openStore(databaseUrl: string | undefined): Promise<GrowthStore> {
  return databaseUrl ? postgresStore(databaseUrl) : sqliteStore();
}
