// SSO secrets: what verifies SSO tickets must not reach a browser, and what signs them must not reach the
// portal. The portal holds only its provider's public key, and no answer carries even that.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDP } from '@/server/db/seed/portals';
import { ROOT, call, startApp, type TestApp } from '../api/helpers';
import { DEMO_IDP_SECRET_PART } from '@/scripts/sso-demo-idp';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const publicX = (JSON.parse(DEMO_IDP.idp_public_key) as { x: string }).x;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('the identity provider keys', () => {
  it('V2.9.1 no answer a browser gets carries the provider key or its configuration', async () => {
    const answers = await Promise.all([
      call(t.app, 'siteconfig.load', { relationId: '1001', userDomain: 'portal', terminalType: 'pc' }),
      call(t.app, 'siteconfig.load', { relationId: '1002', userDomain: 'portal', terminalType: 'h5' }),
      call(t.app, 'sso.loginDomain', { portal: 1001 }),
      call(t.app, 'passport.domain', { domain: 'portal' }, { 'qx-portal': '1002' }),
    ]);
    for (const answer of answers) {
      expect(answer.body.success).toBe(true);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(publicX);
      expect(text).not.toMatch(/idp|publicKey|public_key/i);
    }
  });

  it('V2.9.1 the portal holds no signing key: the demo private key is in no file of the server, the app or the build', () => {
    const shipped = ['server', 'src', 'renderers', 'schemas', 'dist'].flatMap((dir) => filesUnder(path.join(ROOT, dir)));
    expect(shipped.length).toBeGreaterThan(100);
    // existsSync: dist/ may be rebuilt while this reads it
    const holding = shipped.filter((file) => fs.existsSync(file) && fs.readFileSync(file).includes(DEMO_IDP_SECRET_PART));
    expect(holding).toEqual([]);
  });
});
