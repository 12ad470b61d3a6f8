import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '@/server/app';
import { splitStatements } from '@/server/db/migrate';
import { NOW, SCHEMAS_DIR, data, tempDir } from './helpers';
import type { TokenRecord } from '@/src/core/envelope';
import fs from 'node:fs';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a second start on the same database file', () => {
  it('neither migrates nor seeds again, and keeps tokens valid across nodes', async () => {
    const dbFile = path.join(dir, 'nested', 'portal.sqlite');
    const first = await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW });
    const token = (await data<{ token: TokenRecord }>(first, 'accesstoken.get', { domain: 'portal' })).token.value;
    const count = async (app: typeof first) => (await app.db.selectFrom('positions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const positions = await count(first);
    // a second node on the same database while the first still runs
    const second = await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW });
    expect(await count(second)).toBe(positions);
    expect((await second.db.selectFrom('migrations').selectAll().execute()).length).toBe(1);
    expect((await data<{ token: TokenRecord }>(second, 'accesstoken.get', { domain: 'portal' }, { 'x-portal-token': token })).token.value).toBe(token);
    await first.close();
    await second.close();
  });

  it('splits a migration into its statements', () => {
    expect(splitStatements('-- note\nCREATE TABLE a (x INTEGER);\nCREATE INDEX b ON a (x);\n')).toEqual(['CREATE TABLE a (x INTEGER)', 'CREATE INDEX b ON a (x)']);
  });
});
