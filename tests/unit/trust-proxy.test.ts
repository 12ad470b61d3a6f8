import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '@/server/http/trust-proxy';

describe('parseTrustProxy (PORTAL_TRUST_PROXY)', () => {
  it.each([[undefined], [''], ['  '], ['false'], ['FALSE']])('trusts no proxy for %j', (value) => {
    expect(parseTrustProxy(value)).toBe(false);
  });

  it.each([['true'], ['True'], [' true ']])('trusts every peer for %j', (value) => {
    expect(parseTrustProxy(value)).toBe(true);
  });

  it.each([
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1,10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
    [' 192.168.1.1/24 , ::1 ', ['192.168.1.1/24', '::1']],
    ['fd00::/8,172.16.0.0/12', ['fd00::/8', '172.16.0.0/12']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ['10.0.0.1/32', ['10.0.0.1/32']],
  ])('trusts the listed peers of %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each([['1'], ['2']])('refuses the hop count %j, which fastify 5 would silently turn into trusting nobody', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(`PORTAL_TRUST_PROXY="${value}": a number of hops is not supported`);
  });

  it.each([
    ['yes', '"yes"'],
    ['127.0.0.1,', '""'],
    ['127.0.0.256', '"127.0.0.256"'],
    ['10.0.0.0/33', '"10.0.0.0/33"'],
    ['10.0.0.0/0', '"10.0.0.0/0"'],
    ['::1/129', '"::1/129"'],
    ['10.0.0.0/8/8', '"10.0.0.0/8/8"'],
    ['10.0.0.0/abc', '"10.0.0.0/abc"'],
    ['proxy.example.com,127.0.0.1', '"proxy.example.com"'],
  ])('refuses %j, naming the variable and the bad entry', (value, entry) => {
    expect(() => parseTrustProxy(value)).toThrow(`PORTAL_TRUST_PROXY="${value}": not an address or CIDR: ${entry}`);
  });

  it('says in its error what would be accepted', () => {
    expect(() => parseTrustProxy('maybe')).toThrow('Use true or a comma-separated list of proxy addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8), or leave it unset.');
  });
});
