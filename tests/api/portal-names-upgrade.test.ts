// A database made before migration 024 (portal names by language): the two demo portals get their English names,
// and siteconfig.load answers them, so an English header shows the portal's name in English.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '@/src/core/envelope';
import { buildServer } from '@/server/app';
import { openDatabase } from '@/server/db/database';
import { data, NOW, SCHEMAS_DIR, tempDir } from './helpers';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('migration 024 on a database made before it', () => {
  it("gives the demo portals their English names, which siteconfig.load answers beside the Chinese one", async () => {
    const dbFile = path.join(dir, 'portal.sqlite');
    await (await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW })).close();
    const old = openDatabase(dbFile);
    await sql`ALTER TABLE portals DROP COLUMN names`.execute(old);
    await old.deleteFrom('migrations').where('name', '=', '024-portal-names.sql').execute();
    await old.destroy();

    const upgraded = await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW });
    try {
      const names = async (relationId: string) => (await data<{ siteConfig: SiteConfig }>(upgraded, 'siteconfig.load', { relationId, userDomain: 'portal' })).siteConfig.siteNames;
      expect(await names('1001')).toEqual({ 'zh-CN': '人才招聘网', 'en-US': 'Talent Recruitment Portal' });
      expect(await names('1002')).toEqual({ 'zh-CN': '军队人才招聘网', 'en-US': 'Military Talent Recruitment Portal' });
    } finally {
      await upgraded.close();
    }
  });
});
