// With DATABASE_URL, bench:api runs the portal on a database of its own on that server, dropped after the run.
import pg from 'pg';

export interface Throwaway {
  url: string;
  drop(): Promise<void>;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function throwawayDatabase(url: string): Promise<Throwaway> {
  const name = `bench_api_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(url, `CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
