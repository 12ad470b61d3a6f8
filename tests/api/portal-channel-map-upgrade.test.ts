// Migration 020 on a database seeded before it: a portal whose channel map is the old seed's copy of the site
// files' map follows its site file from then on; a map an operator chose is kept.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/database';
import { migrate } from '@/server/db/migrate';
import { seed } from '@/server/seed/index';
import { tempDir } from './helpers';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("clears the seed's copy of the site file's channel map, and keeps an operator's", async () => {
  const db = openDatabase(path.join(dir, 'portal.sqlite'));
  await seed(db, await migrate(db));
  await db.updateTable('portals').set({ channel_map: '{"pc":"pc","h5":"h5","wx":"h5"}' }).where('id', '=', 1001).execute();
  await db.updateTable('portals').set({ channel_map: '{"wx":"pc"}' }).where('id', '=', 1002).execute();
  await db.deleteFrom('migrations').where('name', '=', '020-site-file-channel-map.sql').execute();

  expect(await migrate(db)).toEqual(['020-site-file-channel-map.sql']);
  const maps = await db.selectFrom('portals').select(['id', 'channel_map']).orderBy('id').execute();
  expect(maps.map((r) => [Number(r.id), JSON.parse(r.channel_map)])).toEqual([
    [1001, {}],
    [1002, { wx: 'pc' }],
  ]);
  await db.destroy();
});
