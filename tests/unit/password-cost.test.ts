// The password hashing cost: the production one unless a test run lowers it, and never lowered outside one.
import { describe, expect, it } from 'vitest';
import { hashHasCost, passwordCost, SCRYPT_COST } from '@/server/config/password-cost';

describe('password hashing cost', () => {
  it('is N=2^17, r=8, p=1 when nothing lowers it', () => {
    expect(passwordCost({ NODE_ENV: 'production' })).toEqual({ N: 131072, r: 8, p: 1 });
    expect(passwordCost({ NODE_ENV: 'test', PORTAL_TEST_SCRYPT_N: '' })).toEqual(SCRYPT_COST);
  });

  it('takes a lowered N in a test run', () => {
    expect(passwordCost({ NODE_ENV: 'test', PORTAL_TEST_SCRYPT_N: '1024' })).toEqual({ N: 1024, r: 8, p: 1 });
  });

  it('refuses a lowered N outside a test run, whatever NODE_ENV says otherwise', () => {
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(() => passwordCost({ NODE_ENV, PORTAL_TEST_SCRYPT_N: '1024' })).toThrow(/refused outside NODE_ENV=test/);
    }
  });

  it('refuses an N that is not a power of two, too small or above the production cost', () => {
    for (const bad of ['1000', '8', String(2 ** 18), 'cheap', '-1024']) {
      expect(() => passwordCost({ NODE_ENV: 'test', PORTAL_TEST_SCRYPT_N: bad }), bad).toThrow(/power of two/);
    }
  });

  it('tells a hash written at a cost', () => {
    expect(hashHasCost('scrypt$1024$8$1$c2FsdA==$aGFzaA==', { N: 1024, r: 8, p: 1 })).toBe(true);
    expect(hashHasCost('scrypt$131072$8$1$c2FsdA==$aGFzaA==', { N: 1024, r: 8, p: 1 })).toBe(false);
  });
});
