// With PORTAL_TEST_DATABASE_URL (an admin URL of a throwaway PostgreSQL cluster, see scripts/pg-cluster.sh), each
// test server gets a database of its own, created here and dropped when it closes.
import pg from 'pg';

let counter = 0;

export const testPostgresUrl = (): string | undefined => process.env.PORTAL_TEST_DATABASE_URL || undefined;

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  counter += 1;
  const name = `portal_t${process.pid}_${counter}_${Math.random().toString(36).slice(2, 8)}`;
  await onAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
