import { describe, expect, it } from 'vitest';
import { detectTerminal, parseSiteUrl } from '@/src/site/parse-site-url';

describe('parseSiteUrl', () => {
  it('reads a site URL into a SiteContext and the rest of the path', () => {
    expect(parseSiteUrl('/site/1/1001/censor/wx/army/h5/layout/notice/3')).toEqual({
      ok: true,
      kind: 'site',
      rest: 'layout/notice/3',
      site: {
        portalType: '1',
        portalId: '1001',
        domain: 'censor',
        channel: 'wx',
        template: 'army',
        terminal: 'h5',
        siteBase: '/site/1/1001/censor/wx',
        variantBase: '/site/1/1001/censor/wx/army/h5',
      },
    });
  });

  it('accepts the variant root, a trailing slash, a query and a hash', () => {
    expect(parseSiteUrl('/site/1/1001/portal/pc/default/pc')).toMatchObject({ ok: true, rest: '' });
    expect(parseSiteUrl('/site/1/1001/portal/pc/default/pc/')).toMatchObject({ ok: true, rest: '' });
    expect(parseSiteUrl('/site/1/1001/portal/pc/my-tpl2/pc/home?x=1#top')).toMatchObject({ ok: true, rest: 'home' });
  });

  it('reads a gateway URL into the four base values', () => {
    expect(parseSiteUrl('/gw/1/1002/portal/h5')).toEqual({
      ok: true,
      kind: 'gateway',
      base: { portalType: '1', portalId: '1002', domain: 'portal', channel: 'h5' },
    });
  });

  it.each([
    ['/index', 'not-site-path', null],
    ['site/1/1001/portal/pc/default/pc', 'not-site-path', null],
    ['/site', 'missing-segment', 'portalType'],
    ['/site/1/1001/portal/pc/default', 'missing-segment', 'terminal'],
    ['/site/1//portal/pc/default/pc', 'missing-segment', 'portalId'],
    ['/gw/1/1001/portal', 'missing-segment', 'channel'],
    ['/site/x/1001/portal/pc/default/pc', 'invalid-segment', 'portalType'],
    ['/site/1/10a1/portal/pc/default/pc', 'invalid-segment', 'portalId'],
    ['/site/1/1001/admin/pc/default/pc', 'invalid-segment', 'domain'],
    ['/site/1/1001/Portal/pc/default/pc', 'invalid-segment', 'domain'],
    ['/site/1/1001/portal/PC/default/pc', 'invalid-segment', 'channel'],
    ['/site/1/1001/portal/abcdefghijklmnopq/default/pc', 'invalid-segment', 'channel'],
    ['/site/1/1001/portal/pc/9lives/pc', 'invalid-segment', 'template'],
    ['/site/1/1001/portal/pc/%61rmy/pc', 'invalid-segment', 'template'],
    ['/site/1/1001/portal/pc/default/tablet', 'invalid-segment', 'terminal'],
    ['/gw/1/1001/portal/w_x', 'invalid-segment', 'channel'],
  ])('%s fails with %s at %s', (path, reason, segment) => {
    const result = parseSiteUrl(path);
    expect(result).toMatchObject({ ok: false, reason, segment });
  });

  it('names the offending value for the message page', () => {
    expect(parseSiteUrl('/site/1/1001/portal/pc/default/tv')).toEqual({ ok: false, reason: 'invalid-segment', segment: 'terminal', value: 'tv' });
  });
});

describe('detectTerminal', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'h5'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', 'h5'],
    ['Mozilla/5.0 (Android 14; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0', 'h5'],
    ['Mozilla/5.0 (Linux; Android 13; V2219A) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0', 'h5'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36', 'pc'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 'pc'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1', 'pc'],
    ['', 'pc'],
  ])('%s -> %s', (ua, terminal) => {
    expect(detectTerminal(ua)).toBe(terminal);
  });
});
