// Two nodes on one database (PostgreSQL with PORTAL_TEST_DATABASE_URL, else one SQLite file): a position changed
// through one node reaches the other node's cached guest answers within the cache's window (polled, never timed).
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Paged } from '@/src/core/envelope';
import type { Position } from '@/src/core/entities';
import { buildServer } from '@/server/app';
import { CACHE_HEADER } from '@/server/http/guest-cache';
import { NOW, SCHEMAS_DIR, call, tempDir } from './helpers';
import { createScratchDatabase, testPostgresUrl, type ScratchDatabase } from './pg-databases';
import { eventually } from './eventually';

const PORTAL = { 'qx-portal': '1001' };
const SEARCH = { keyword: '', recruitType: 'all', page: 1, pageSize: 10 };

describe('the guests answer cache on two nodes of one database', () => {
  let dir: string;
  let scratch: ScratchDatabase | undefined;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    dir = tempDir();
    const adminUrl = testPostgresUrl();
    scratch = adminUrl ? await createScratchDatabase(adminUrl) : undefined;
    const store = scratch ? { databaseUrl: scratch.url } : { dbFile: path.join(dir, 'portal.sqlite') };
    const options = { ...store, schemasDir: SCHEMAS_DIR, now: () => NOW, publicCache: { windowMs: 1000 } };
    one = await buildServer(options);
    two = await buildServer(options);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await scratch?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('drops the other node cached search and view when a position changes through one', async () => {
    const first = (await call<Paged<Position>>(two, 'careers.search', SEARCH, PORTAL)).body.data?.list[0];
    if (!first) throw new Error('the seed lists no position');
    await call(two, 'careers.view', { recruitmentId: first.id }, PORTAL);
    const cached = await call<Position>(two, 'careers.view', { recruitmentId: first.id }, PORTAL);
    expect(cached.headers[CACHE_HEADER]).toBe('hit');
    expect((await call(two, 'careers.search', SEARCH, PORTAL)).headers[CACHE_HEADER]).toBe('hit');

    await one.db.updateTable('positions').set({ title: '另一节点改的标题' }).where('id', '=', first.id).execute();

    await eventually(async () => (await call<Position>(two, 'careers.view', { recruitmentId: first.id }, PORTAL)).body.data?.title, '另一节点改的标题');
    await eventually(async () => (await call<Paged<Position>>(two, 'careers.search', SEARCH, PORTAL)).body.data?.list[0]?.title, '另一节点改的标题');
    // and the node that wrote sees it too
    await eventually(async () => (await call<Position>(one, 'careers.view', { recruitmentId: first.id }, PORTAL)).body.data?.title, '另一节点改的标题');
  });

  it('drops them when a position is removed through one node', async () => {
    const list = async (app: FastifyInstance) => (await call<Paged<Position>>(app, 'careers.search', SEARCH, PORTAL)).body.data;
    const before = await list(two);
    const last = before?.list.at(-1);
    if (!before || !last) throw new Error('the seed lists no position');
    await one.db.deleteFrom('positions').where('id', '=', last.id).execute();
    await eventually(async () => (await list(two))?.total, before.total - 1);
  });
});
