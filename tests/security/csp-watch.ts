// V14.4.3: the Content-Security-Policy the server sends breaks no page. The route walks (tests/e2e/routes-*.test.ts
// as a guest, tests/e2e/a11y-*.test.ts signed in) record every violation of the pages they visit with this: a
// `securitypolicyviolation` event of the document, or a console message about the policy.
import type { BrowserContext, Page, Response } from 'playwright-core';
import { expect } from 'vitest';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

// Runs before the app's scripts in every document of the context (not itself subject to the page's CSP).
function recordViolations(): void {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations!.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
  });
}

export interface CspWatch {
  /** forget the console's complaints so far (before the next visit) */
  reset(): void;
  /** fails on the answer without the policy or on any violation since reset */
  expectNone(answer: Response | null, url: string): Promise<void>;
}

/** Watches the pages of the context: call before its first page is made. */
export async function watchCsp(context: BrowserContext, page: Page): Promise<CspWatch> {
  await context.addInitScript(recordViolations);
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) complaints.push(message.text());
  });
  return {
    reset: () => {
      complaints.length = 0;
    },
    async expectNone(answer, url) {
      expect(answer?.headers()['content-security-policy'], `${url} carries the CSP`).toContain("script-src 'self'");
      const violations = [...(await page.evaluate(() => window.__cspViolations ?? [])), ...complaints];
      expect(violations, `CSP violations on ${url} (now ${page.url()})`).toEqual([]);
    },
  };
}
