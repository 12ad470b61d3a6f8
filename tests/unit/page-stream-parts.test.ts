import { describe, expect, it } from 'vitest';
import { pageCalls } from '@/src/app/server/server-calls';
import type { ServerAnswer } from '@/src/runtime/server-render';
import { laterCss, renderTimesFromEnv, slowCallsFromEnv, withScriptNonce } from '@/server/ssr/page-parts';

const SITE = { portalType: '1', portalId: '1001', domain: 'portal', channel: 'pc', template: 'default', terminal: 'pc' as const, siteBase: '/site/1/1001/portal/pc', variantBase: '/site/1/1001/portal/pc/default/pc' };
const CSP = "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline'";

describe('the CSP of a streamed page', () => {
  it("lets only this answer's nonce run inline script, and changes nothing else", () => {
    expect(withScriptNonce(CSP, 'abc')).toBe("default-src 'self';script-src 'self' 'nonce-abc';script-src-attr 'none';style-src 'self' 'unsafe-inline'");
  });
});

describe('the stylesheets of a late part', () => {
  const manifest = { 'renderers/pc/kit.ts': { file: 'assets/kit.js', css: ['assets/kit.css'] }, 'renderers/pc/notice-list/index.tsx': { file: 'assets/n.js', css: ['assets/n.css'] } };
  it('are written once, and only those the page has not linked yet', () => {
    const linked = new Set(['/assets/kit.css']);
    const options = { template: {} as never, manifest };
    expect(laterCss(options, ['renderers/pc/kit.ts', 'renderers/pc/notice-list/index.tsx'], linked)).toBe('<link rel="stylesheet" crossorigin href="/assets/n.css">');
    expect(laterCss(options, ['renderers/pc/kit.ts', 'renderers/pc/notice-list/index.tsx'], linked)).toBe('');
  });
});

describe('PORTAL_TEST_SLOW_CALLS', () => {
  it('holds the named calls in tests, and is never read outside them', () => {
    const env = { PORTAL_TEST_SLOW_CALLS: '/notice/search=900,/careers/view/=300' };
    const delay = slowCallsFromEnv({ ...env, NODE_ENV: 'test' })!;
    expect([delay('/pt/portal/notice/search'), delay('/pt/portal/rest/careers/view/42'), delay('/pt/portal/rest/hotenterprise/list')]).toEqual([900, 300, 0]);
    expect(slowCallsFromEnv({ ...env, NODE_ENV: 'production' })).toBeUndefined();
    expect(slowCallsFromEnv(env)).toBeUndefined();
  });
});

describe('PORTAL_TEST_RENDER_BUDGET_MS and PORTAL_TEST_SHELL_MS', () => {
  it("set a test server's render times, and are never read outside tests", () => {
    const env = { PORTAL_TEST_RENDER_BUDGET_MS: '8000', PORTAL_TEST_SHELL_MS: '4000' };
    expect(renderTimesFromEnv({ ...env, NODE_ENV: 'test' })).toEqual({ budgetMs: 8000, shellMs: 4000 });
    expect(renderTimesFromEnv({ ...env, NODE_ENV: 'production' })).toEqual({ budgetMs: undefined, shellMs: undefined });
    expect(renderTimesFromEnv({ PORTAL_TEST_RENDER_BUDGET_MS: 'soon', NODE_ENV: 'test' })).toEqual({ budgetMs: undefined, shellMs: undefined });
  });
});

describe("a page's calls", () => {
  it('go out once, and an answer that comes after a pass stopped waiting still lands for the streamed pass', async () => {
    let sent = 0;
    let answer: (text: string) => void = () => undefined;
    const send = () => {
      sent += 1;
      return new Promise<{ status: number; text: string }>((resolve) => (answer = (text) => resolve({ status: 200, text })));
    };
    const answers = new Map<string, ServerAnswer>();
    const calls = pageCalls(send, SITE, answers);
    const wanted = new Map([['k', { name: 'notice.search', params: {} }]]);
    expect(await calls.settle(wanted, Date.now() + 30)).toBe(false);
    const streamed = calls.want('k', { name: 'notice.search', params: {} });
    expect(sent).toBe(1);
    answer(JSON.stringify({ success: true, data: { list: [] } }));
    await streamed;
    expect(answers.get('k')).toEqual({ data: { list: [] } });
  });
});
