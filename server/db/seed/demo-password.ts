// The demo accounts' password (public: README) and its scrypt hashes at the production cost (server/config/password-cost.ts),
// computed once and kept here so that seeding a database costs no scrypt: every API test file seeds a fresh
// one. One hash (its own salt) per demo account. Recompute them (hashPassword(DEMO_PASSWORD)) when the cost grows.
import { randomBytes, scryptSync } from 'node:crypto';
import { hashHasCost, passwordCost, type ScryptCost } from '@/server/config/password-cost';

export const DEMO_PASSWORD = 'Portal@2026';

export const DEMO_PASSWORD_HASHES = [
  'scrypt$131072$8$1$ZgDrTfY0jjWpH51VMzXPRg==$ZDjmU937O+XYu8Y68TOgNTZQrPEXuA66D8Ctl+QASJBecfKeX17gciILl3BI73JUiHazNnSZAJk7lABi9MWMfw==',
  'scrypt$131072$8$1$sNeYJ7xdOOTtJjZhSmXIrQ==$A26m/VBAkn3R/bSk3LT2mgzD7dIjEDFj89TFxP437K/4zZQpuA2qW6Mgxfe1m+ZlTUlEtCU+WBvLWw2ARnNlfA==',
  'scrypt$131072$8$1$pXxhiSvq8pghmnodd15zBQ==$p5HyN7lHN124P+zgq28zsRZonXbBDuGmg6oy36rmfkZ97f/zdzkBmFgFGmT69qrtumsAZTuyqVmwdWS+p/6I9w==',
  'scrypt$131072$8$1$yS1IA0ljD/+a7WaWacLMTw==$JZHDxprvBEbvI6z79sSJYPL1qto7yk5h65nnRe7+5wPgdH+XOV8Oye98ulol6g0/N+MuqspPiALr58zEhjJW4g==',
  'scrypt$131072$8$1$o8I48gMdiVWgYovFRI4wBg==$QpeGdLRfb/osxEqtnzJl0oSVvraM2c0LpjQWIyEHpRVMMwtx3NpY0WnCd4vU1PmqsjvAG2mRPvz+HOS1MoJhuA==',
  'scrypt$131072$8$1$AeC2sE4s93hOVSHFmGNP2g==$hIsimbzGc7IJj5xRV84dvycXs+iGnVlBs1xGX2aPX3mOKb/1H+V7ccvRhpL0QeUy3xgF4CPegMeI2p72kptFIQ==',
  'scrypt$131072$8$1$TaKZlEvFu8fv33cbcALvgA==$72dBhAtUAi93T/tTaarhQZzpvG+M+88vOvypIUe4CbvRY6rnMWC8ehMcOEGVZegThp3A+DgANHzY2iTk2Hl7eg==',
  'scrypt$131072$8$1$Np4hGlZqYT5uTKa49ZhPMA==$EGaj9vbTaOXUPsFB8GiFJK91st+cMCgBqdUogAZL6V2NT+x0JQdKCgmwN1AFGWNdYT9ISj+5n2RGhBktRxUVZg==',
  'scrypt$131072$8$1$h9zJt+a1bHs04+iRMlcsUw==$Fq1PjZu0C4MorNwjSAcp3fDymCLl3jcjF2lwcReDucyvoVUVF8YwJbMjj+N/+ZI31nu07agOxVM4AvPT90r4oQ==',
  'scrypt$131072$8$1$PCrQ51jmpapbwspgY5K4lA==$2pPIla6ZxRAmk2hjUnxcm1vHwHRsN1QVqffcJH81eev/JFIqGzDYp3gl69cHkz0nV1TKBHx0g5N9OFHZEW0mWQ==',
  'scrypt$131072$8$1$CLqWGKOtkeYleJ7uq7WJNA==$007H+X64FZfP8Hh9AvzeG1QCt4U4GsnfLHtLOcNQl5kycTqooiU3ZYxyHzUYB5/pW0MAxVbvRY6SLnjoTRtx2g==',
  'scrypt$131072$8$1$CO9USU4gFjTRYS5fC3uH/A==$PVgdk0KfTiVWwlpsfTjXM8OYCGkjrinW/ur0W4WnSJmKouZ9sXWmQTWK23/H7Wskutwz0vpZMdnwiKx3R1fpIg==',
] as const;

/** A hash of the demo password at a test run's lowered cost: a millisecond, so computed when seeding. */
function loweredHash(cost: ScryptCost): string {
  const salt = randomBytes(16);
  const key = scryptSync(DEMO_PASSWORD, salt, 64, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The i-th precomputed hash (the list is long enough for the demo candidates and reviewers), or one at a test run's cost. */
export function demoPasswordHash(i: number): string {
  const hash = DEMO_PASSWORD_HASHES[i];
  if (!hash) throw new Error(`no precomputed demo password hash #${i}`);
  const cost = passwordCost();
  return hashHasCost(hash, cost) ? hash : loweredHash(cost);
}
