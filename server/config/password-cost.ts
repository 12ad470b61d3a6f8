// The scrypt cost new password hashes are written at. OWASP's Password Storage Cheat Sheet: N=2^17, r=8, p=1
// (128 * N * r = 128 MiB of memory per hash). A test run signs up and in hundreds of times, each a third of a second
// and 128 MiB at that cost on a 2-core machine: tests may lower N with PORTAL_TEST_SCRYPT_N, and a server started
// outside NODE_ENV=test with it set refuses to start, so that no real password is ever stored cheaply.
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const SCRYPT_COST: Readonly<ScryptCost> = { N: 2 ** 17, r: 8, p: 1 };

type Env = Record<string, string | undefined>;

/** Today's cost: SCRYPT_COST, or the lowered N of a test run. Throws when the lowered N is not allowed here. */
export function passwordCost(env: Env = process.env): ScryptCost {
  const lowered = env.PORTAL_TEST_SCRYPT_N;
  if (!lowered) return SCRYPT_COST;
  if (env.NODE_ENV !== 'test') {
    throw new Error('PORTAL_TEST_SCRYPT_N lowers the password hashing cost: it is refused outside NODE_ENV=test (unset it).');
  }
  const N = Number(lowered);
  if (!Number.isSafeInteger(N) || N < 16 || N > SCRYPT_COST.N || (N & (N - 1)) !== 0) {
    throw new Error(`PORTAL_TEST_SCRYPT_N must be a power of two from 16 to ${SCRYPT_COST.N}, not "${lowered}".`);
  }
  return { N, r: SCRYPT_COST.r, p: SCRYPT_COST.p };
}

/** Whether a "scrypt$N$r$p$..." hash was written at exactly `cost`. */
export function hashHasCost(stored: string, cost: ScryptCost): boolean {
  const [kind, n, r, p] = stored.split('$');
  return kind === 'scrypt' && Number(n) === cost.N && Number(r) === cost.r && Number(p) === cost.p;
}
