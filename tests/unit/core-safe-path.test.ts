import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@/src/core/safe-path';

const FALLBACK = '/site/1/1001/portal/pc/default/pc/home';

describe('safeReturnPath accepts same-origin absolute paths', () => {
  it.each([
    '/',
    '/site/1/1001/portal/h5/default/h5/layout/usercenter',
    '/site/1/1001/portal/pc/default/pc/recruitment/all/searchAll?keyword=%E6%8A%A4%E5%A3%AB&page=2',
    '/notice/3#top',
    '/search?redirect=%2Fhome',
    '/site/1/./1001/../1001/portal/pc/default/pc/home',
  ])('%s', (path) => {
    expect(safeReturnPath(path, FALLBACK)).toBe(path);
  });
});

describe('safeReturnPath refuses everything else', () => {
  it.each([
    ['not a string', 42],
    ['null', null],
    ['empty', ''],
    ['relative', 'home'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/site/1'],
    ['backslash', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['backslash later', '/foo\\..\\\\evil.example'],
    ['absolute URL', 'https://evil.example'],
    ['absolute URL, upper case', 'HTTPS://evil.example/x'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript: in a path', '/x?next=javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['tab', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['NUL', '/home\u0000'],
    ['DEL', '/home\u007f'],
    ['leading space', ' /home'],
    ['encoded slash', '/%2Fevil.example'],
    ['encoded slashes', '%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/%0a/evil.example'],
    ['encoded javascript:', '/x?next=javascript%3Aalert(1)'],
    ['encoded scheme', 'https%3A%2F%2Fevil.example'],
    ['double-encoded slash', '/%252Fevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['double-encoded tab', '/%2509/evil.example'],
    ['double-encoded javascript:', '/x?next=javascript%253Aalert(1)'],
    ['triple-encoded slash', '/%25252Fevil.example'],
    ['dot segment before a double slash', '/.//evil.example'],
    ['dot-dot segment before a double slash', '/..//evil.example'],
    ['encoded dot before a double slash', '/%2e//evil.example'],
    ['encoded dot-dot, upper case', '/%2E%2E//evil.example'],
    ['dot-dot after a segment', '/site/..//evil.example'],
    ['dot segments in a row', '/a/.././/evil.example'],
    ['dot segment with a backslash', '/.\\/evil.example'],
    ['double-encoded dot', '/%252e//evil.example'],
    ['malformed escape', '/%E0%A4%A'],
    ['too long', `/${'a'.repeat(2048)}`],
  ])('%s', (_name, value) => {
    expect(safeReturnPath(value, FALLBACK)).toBe(FALLBACK);
  });
});
