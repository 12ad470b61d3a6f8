// Migration 006 on a database an older version seeded: the untouched demo portals get the demo identity
// provider's public key; a portal whose operator changed its secretKey is not taken for a demo portal.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '@/src/core/account-api';
import { buildServer } from '@/server/app';
import { openDatabase } from '@/server/db/database';
import { DEMO_IDP } from '@/server/db/seed/portals';
import { NOW, SCHEMAS_DIR, data, tempDir } from './helpers';
import { DEMO } from './candidates';
import { callFrom, ticketFor } from './accounts-helpers';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a database seeded before 006-sso-idp.sql', () => {
  it('gives the untouched demo portals the demo public key, and no other portal', async () => {
    const dbFile = path.join(dir, 'portal.sqlite');
    await (await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW })).close();
    // back to the state before 006: its columns and record gone; the operator of 1002 changed its secretKey
    const db = openDatabase(dbFile);
    for (const column of ['idp_issuer', 'idp_public_key', 'idp_algorithm', 'sso_create_accounts']) {
      await sql.raw(`ALTER TABLE portals DROP COLUMN ${column}`).execute(db);
    }
    await sql`UPDATE portals SET secret_key = 'changed-by-operator' WHERE id = 1002`.execute(db);
    await db.deleteFrom('migrations').where('name', '=', '006-sso-idp.sql').execute();
    await db.destroy();

    const upgraded = await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW });
    const portals = await upgraded.db.selectFrom('portals').select(['id', 'idp_issuer', 'idp_public_key', 'idp_algorithm', 'sso_create_accounts']).orderBy('id').execute();
    expect(portals).toEqual([
      { id: 1001, ...DEMO_IDP, sso_create_accounts: 0 },
      { id: 1002, idp_issuer: null, idp_public_key: null, idp_algorithm: null, sso_create_accounts: 0 },
    ]);
    expect(await data(upgraded, 'sso.loginDomain', { portal: 1002 })).toMatchObject({ enabled: false });
    const signed = await callFrom<SignedIn>(upgraded, 'sso.loginUser', { ticket: ticketFor(1001, DEMO.zhang.mobile) }, { 'qx-portal': '1001' });
    expect(signed.body.data?.user).toMatchObject({ name: DEMO.zhang.name });
    await upgraded.close();
  });
});
