// The demo identity provider of the demo portals 1001 and 1002. Its PRIVATE key is public on purpose and lives
// only here (`npm run sso:ticket` and the tests); the portals hold the matching public key (server/db/seed/portals.ts,
// migration 006). It signs tickets the way a provider would, by hand with node:crypto, so that tests can also
// craft the broken ones.
import { createHmac, createPrivateKey, randomUUID, sign, type KeyObject } from 'node:crypto';
import { DEMO_IDP } from '@/server/db/seed/portals';

const DEMO_IDP_PRIVATE_JWK = {
  kty: 'OKP',
  crv: 'Ed25519',
  x: 'wjqyMagmGl-8qC18reiBw9FADe-AiJevisYhC-n0mf8',
  d: '9wwmGCE1rdz1EBcYX9zfTDYdY7BRd9yBMObjvliWyoI',
};
export const DEMO_IDP_PRIVATE_KEY = createPrivateKey({ key: DEMO_IDP_PRIVATE_JWK, format: 'jwk' });
/** The secret half, for the test that checks it appears nowhere outside the demo tooling. */
export const DEMO_IDP_SECRET_PART = DEMO_IDP_PRIVATE_JWK.d;

export type Claims = Record<string, unknown>;

const part = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

/** A compact JWS of `claims`, alg EdDSA, signed with the Ed25519 `key`. */
export function signEdDsa(claims: Claims, key: KeyObject = DEMO_IDP_PRIVATE_KEY, header: Claims = {}): string {
  const input = `${part({ alg: 'EdDSA', typ: 'JWT', ...header })}.${part(claims)}`;
  return `${input}.${sign(null, Buffer.from(input, 'utf8'), key).toString('base64url')}`;
}

/** A compact JWS signed with a shared secret (HS256): what a forger holding only a browser's secretKey can make. */
export function signHs256(claims: Claims, secret: string): string {
  const input = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input, 'utf8').digest('base64url')}`;
}

/** An unsigned JWS (alg "none"). */
export const unsigned = (claims: Claims) => `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;

/** The claims of a ticket for `account` at `portalId` (docs/api-contract.md, sso.loginUser), issued at `issuedAt` seconds. */
export function demoClaims(portalId: number, account: string, issuedAt: number, overrides: Claims = {}): Claims {
  return {
    iss: DEMO_IDP.idp_issuer,
    aud: `portal:${portalId}`,
    sub: account,
    jti: randomUUID(),
    iat: issuedAt,
    nbf: issuedAt,
    exp: issuedAt + 300,
    ...overrides,
  };
}

/** A ticket the demo provider issues for `account` at `portalId`. */
export const demoTicket = (portalId: number, account: string, issuedAt = Math.floor(Date.now() / 1000), overrides: Claims = {}) =>
  signEdDsa(demoClaims(portalId, account, issuedAt, overrides));
