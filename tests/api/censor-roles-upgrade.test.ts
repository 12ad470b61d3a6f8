// A database made before migration 026 (roles of the censor domain): every censor account it holds keeps reviewing.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '@/server/app';
import { openDatabase } from '@/server/db/database';
import { data, NOW, SCHEMAS_DIR, tempDir } from './helpers';
import { REVIEWERS, reviewerLogin } from './review-helpers';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('migration 026 on a database made before it', () => {
  it('gives each censor account it holds the reviewer role', async () => {
    const dbFile = path.join(dir, 'portal.sqlite');
    await (await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW })).close();
    const old = openDatabase(dbFile);
    await sql`DROP TABLE censor_roles`.execute(old);
    await old.deleteFrom('migrations').where('name', '=', '026-censor-roles.sql').execute();
    await old.destroy();

    const upgraded = await buildServer({ dbFile, schemasDir: SCHEMAS_DIR, now: () => NOW });
    try {
      const censors = await upgraded.db.selectFrom('users').select('id').where('domain', '=', 'censor').execute();
      const roles = await upgraded.db.selectFrom('censor_roles').select(['user_id', 'role']).orderBy('user_id').execute();
      expect(roles).toEqual(censors.map((c) => ({ user_id: c.id, role: 'reviewer' })).sort((a, b) => a.user_id - b.user_id));
      const liu = await reviewerLogin(upgraded, REVIEWERS.liu);
      expect(liu.user.roles).toEqual(['reviewer']);
      expect((await data<{ total: number }>(upgraded, 'review.search', {}, liu.headers)).total).toBeGreaterThan(0);
    } finally {
      await upgraded.close();
    }
  });
});
