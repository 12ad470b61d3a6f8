// Nodes keep nothing of their own: two server processes on one database serve one candidate as one portal. With
// PORTAL_TEST_DATABASE_URL the nodes share a scratch PostgreSQL database and start together; otherwise they share
// one SQLite file (one after the other: SQLite has one writer while migrating).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '@/src/core/account-api';
import type { Delivery } from '@/src/core/application-api';
import type { Paged } from '@/src/core/envelope';
import { tempDir } from './helpers';
import { DEMO, encryptedPassword } from './candidates';
import { createScratchDatabase, testPostgresUrl, type ScratchDatabase } from './pg-databases';
import { callNode, startNode, type ServerNode } from './server-nodes';

let a: ServerNode;
let b: ServerNode;
let scratch: ScratchDatabase | undefined;
let dir: string;

beforeAll(async () => {
  dir = tempDir('portal-nodes-');
  const admin = testPostgresUrl();
  const dbFile = { DB_FILE: path.join(dir, 'portal.sqlite') };
  if (admin) {
    scratch = await createScratchDatabase(admin);
    const env = { ...dbFile, DATABASE_URL: scratch.url };
    [a, b] = await Promise.all([startNode(env), startNode(env)]);
  } else {
    const env = dbFile;
    a = await startNode(env);
    b = await startNode(env);
  }
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await scratch?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const portal = (id: number) => ({ 'qx-portal': String(id) });
const login = (node: ServerNode, who: { portalId: number; mobile: string }, password = encryptedPassword(who.portalId), extra = {}) =>
  callNode<SignedIn>(node, 'passport.login', { domain: 'portal', account: who.mobile, password, ...extra }, portal(who.portalId));
const signedIn = async (node: ServerNode, who: { portalId: number; mobile: string }) => {
  const answer = await login(node, who);
  expect(answer.body.success).toBe(true);
  return { 'x-portal-token': answer.body.data!.token.value, ...portal(who.portalId) };
};

describe('two nodes on one database', () => {
  it('write the SQLite file only when no DATABASE_URL is set', () => {
    expect(fs.existsSync(path.join(dir, 'portal.sqlite'))).toBe(!scratch);
  });

  it('keep one session: signed in on one, known on the other; signed out on the other, refused on both', async () => {
    const session = await signedIn(a, DEMO.zhang);
    const onB = await callNode<{ name: string }>(b, 'userinfo.info', {}, session);
    expect(onB.body).toMatchObject({ success: true, data: { name: DEMO.zhang.name } });
    expect((await callNode(b, 'passport.logout', { domain: 'portal' }, session)).body.success).toBe(true);
    for (const node of [a, b]) expect((await callNode(node, 'userinfo.info', {}, session)).body.success).toBe(false);
  });

  it('show a favourite and a draft application made on one to the other', async () => {
    const onA = await signedIn(a, DEMO.zhang);
    const onB = await signedIn(b, DEMO.zhang);
    const positions = (await callNode<Paged<{ id: number }>>(a, 'careers.search', { pageNum: 1, pageSize: 50 }, portal(1001))).body.data!.list;
    const favourite = positions.at(-1)!.id;
    expect((await callNode(a, 'collect.career', { positionId: favourite }, onA)).body.success).toBe(true);
    const favourites = (await callNode<Paged<{ id: number }>>(b, 'collect.getCareer', { pageNum: 1, pageSize: 50 }, onB)).body.data!.list;
    expect(favourites.map((p) => p.id)).toContain(favourite);

    // Applying with an incomplete resume opens a draft application: the other node finds that draft, not a new one.
    const target = positions[0].id;
    const first = await callNode<{ state: string; deliveryId: number }>(a, 'wizard.apply', { applyId: target }, onA);
    expect(first.body.data).toMatchObject({ state: 'incomplete', deliveryId: expect.any(Number) });
    const second = await callNode<{ state: string; deliveryId: number }>(b, 'wizard.apply', { applyId: target }, onB);
    expect(second.body.data?.deliveryId).toBe(first.body.data!.deliveryId);
    const refused = await callNode(b, 'wizard.submit', { applyId: target }, onB);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'RESUME_INCOMPLETE' });
    const applied = (await callNode<Paged<Delivery>>(b, 'delivery.search', { pageNum: 1, pageSize: 50 }, onB)).body.data!.list;
    const listedOnA = (await callNode<Paged<Delivery>>(a, 'delivery.search', { pageNum: 1, pageSize: 50 }, onA)).body.data!.list;
    expect(applied.map((d) => d.id)).toEqual(listedOnA.map((d) => d.id));
  });

  it('count login failures across both: a captcha drawn on one is answered on the other, and the lock holds on both', async () => {
    const wrong = encryptedPassword(DEMO.zhao.portalId, 'Wrong#2026');
    const nodes = [a, b, a, b, a];
    for (const [i, node] of nodes.entries()) {
      let answer = await login(node, DEMO.zhao, wrong);
      if (i >= 3) {
        expect(answer.body.errorCode).toBe('CAPTCHA_REQUIRED');
        const attrKey = `two-nodes-${i}`;
        const image = await fetch(`${a.base}/pt/captcha/generate?attrKey=${attrKey}&random=1`, { headers: portal(1002) });
        expect(image.headers.get('content-type')).toBe('image/png');
        const text = ((await (await fetch(`${b.base}/pt/test/captcha?attrKey=${attrKey}`)).json()) as { data: { text: string } }).data.text;
        answer = await login(node === a ? b : a, DEMO.zhao, wrong, { attrKey, captcha: text });
      }
      expect(answer.body.errorCode).toBe('LOGIN_FAILED');
    }
    for (const node of [a, b]) {
      const locked = await login(node, DEMO.zhao);
      expect(locked.body.errorCode).toBe('LOGIN_LOCKED');
    }
  });
});
