import { describe, expect, it } from 'vitest';
import { resolveParams, resolveValue } from '@/src/runtime/resolve-params';
import { toHref } from '@/src/runtime/use-block-context';
import { fillTarget } from '@/src/runtime/schema-redirect';

const sources = {
  route: { id: 'campus', unitId: 'searchAll' },
  query: new URLSearchParams('keyword=工程师&page=3&tab='),
  site: { portalId: '1001', terminal: 'pc' },
};

describe('block data params', () => {
  it('reads the route, the query and the site', () => {
    expect(resolveParams({ recruitType: '$route.id', keyword: '$query.keyword', relationId: '$site.portalId' }, sources)).toEqual({
      recruitType: 'campus',
      keyword: '工程师',
      relationId: 1001,
    });
  });

  it('takes the first alternative that is not empty', () => {
    expect(resolveValue('$query.tab|$route.id|all', sources)).toBe('campus');
    expect(resolveValue('$query.tab|$route.missing|all', sources)).toBe('all');
    expect(resolveValue('$query.page|1', sources)).toBe(3);
    expect(resolveValue('$query.size|10', sources)).toBe(10);
  });

  it('keeps literals and drops references that resolve to nothing', () => {
    expect(resolveParams({ pageSize: 10, flag: true, gone: '$query.nothing' }, sources)).toEqual({ pageSize: 10, flag: true });
  });
});

describe('paths', () => {
  it('resolves relative paths against the variant base and keeps absolute ones', () => {
    const base = '/site/1/1001/portal/pc/default/pc';
    expect(toHref(base, 'notice/3')).toBe(`${base}/notice/3`);
    expect(toHref(base, '/exception')).toBe('/exception');
  });

  it('never lets a protocol-relative path through as absolute', () => {
    const base = '/site/1/1001/portal/pc/default/pc';
    expect(toHref(base, '//evil.example/x')).toBe(`${base}/evil.example/x`);
    expect(toHref(base, '/\\evil.example')).toBe(`${base}/\\evil.example`);
  });

  it('fills redirect targets from the matched params', () => {
    expect(fillTarget('recruitment/:id/searchAll', { id: '7' })).toBe('recruitment/7/searchAll');
    expect(fillTarget('layout/recruitmentview/:id/:src', { id: '7', src: 'a b' })).toBe('layout/recruitmentview/7/a%20b');
  });
});

describe('route param patterns', () => {
  it('accepts a param that matches in whole and refuses the rest', async () => {
    const { paramsMatch } = await import('@/src/runtime/param-guard');
    const patterns = { token: '^[A-Za-z]+\\d+$' };
    expect(paramsMatch(patterns, { token: 'projectNotice3306' })).toBe(true);
    expect(paramsMatch(patterns, { token: 'nothing-here' })).toBe(false);
    expect(paramsMatch(patterns, {})).toBe(false);
  });
});
