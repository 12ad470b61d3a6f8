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

/** A new database, empty or a copy of `template` (a database nobody is connected to). */
export async function createScratchDatabase(adminUrl: string, template?: string): Promise<ScratchDatabase> {
  counter += 1;
  const name = `portal_t${process.pid}_${counter}_${Math.random().toString(36).slice(2, 8)}`;
  if (template && !/^[a-z0-9_]+$/.test(template)) throw new Error(`not a template database name: ${template}`);
  await onAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
