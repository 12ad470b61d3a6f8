// The pieces of a rendered page around what React draws: the head after the template's fixed part, the
// stylesheets a late part needs, the boot state, and the CSP that lets React's own inline scripts run.
import { isRtl } from '@/src/core/locale';
import type { CssInliner } from './inline-css';
import { assetsOf, type PageAssets } from './page-assets';
import type { PageTemplate } from './page-template';
import type { BundleResult, BundleShell } from './ssr-bundle';

export interface PartsOptions {
  template: PageTemplate;
  manifest: Parameters<typeof assetsOf>[0];
  inlineCss?: CssInliner;
}

/**
 * PORTAL_TEST_SLOW_CALLS="/notice/search=800,...", read only when NODE_ENV is test: the e2e tests' slow API,
 * for the page's calls drawn on the server (the browser's own calls are not held).
 */
export function slowCallsFromEnv(env: NodeJS.ProcessEnv): ((url: string) => number) | undefined {
  if (env.NODE_ENV !== 'test' || !env.PORTAL_TEST_SLOW_CALLS) return undefined;
  const rules = env.PORTAL_TEST_SLOW_CALLS.split(',').map((rule) => rule.split('=')).map(([part, ms]) => ({ part, ms: Number(ms) }));
  return (url) => rules.find((rule) => url.includes(rule.part))?.ms ?? 0;
}

/** A test server's render budget and shell wait (ms): PORTAL_TEST_RENDER_BUDGET_MS, PORTAL_TEST_SHELL_MS; only under NODE_ENV=test. */
export function renderTimesFromEnv(env: NodeJS.ProcessEnv): { budgetMs?: number; shellMs?: number } {
  const ms = (value: string | undefined) => (env.NODE_ENV === 'test' && Number(value) > 0 ? Number(value) : undefined);
  return { budgetMs: ms(env.PORTAL_TEST_RENDER_BUDGET_MS), shellMs: ms(env.PORTAL_TEST_SHELL_MS) };
}

export const BOOT_ID = 'portal-boot';

// The drawn modules' scripts are not preloaded: on a phone's connection they took the bandwidth from the page's
// picture and held its first paint; the browser asks for them once the page is painted (src/app/main.tsx).
export function linksOf(assets: PageAssets, inlineCss?: CssInliner): string {
  const css = inlineCss ? inlineCss(assets.css) : assets.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  return css.join('\n    ');
}

/** The template's head with the page's language on <html>, as the browser sets it (runtime-shell.tsx). */
export function headStartIn(template: PageTemplate, locale: string): string {
  const html = `<html lang="${locale}"${isRtl(locale) ? ' dir="rtl"' : ''}>`;
  return template.headStart.replace(/<html[^>]*>/, html);
}

/** JSON for a <script type="application/json">: nothing in it can close the script. */
export function stateJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

// The catalogues hydration waits for, asked for while the page is read. `crossorigin` makes the preload's request
// the one fetch() sends (same-origin, cors mode), so the browser uses it instead of asking again.
export function cataloguePreloads(locales: string[]): string {
  return locales.map((l) => `<link rel="preload" as="fetch" crossorigin href="/schemas/locales/${encodeURIComponent(l)}.json">`).join('\n    ');
}

/** The rest of a page the browser draws alone, after the head's fixed part. */
export function shellPage(template: PageTemplate): string {
  return `${template.defaultHead}\n  ${template.bodyStart}</div>${template.bodyEnd}`;
}

/** The head of a streamed page after the template's fixed part: its own tags, stylesheets, styles and catalogue preloads. */
export function shellHead({ template, manifest, inlineCss }: PartsOptions, shell: BundleShell, linked: Set<string>): string {
  const assets = assetsOf(manifest, shell.modules);
  for (const href of assets.css) linked.add(href);
  const head = [shell.head || template.defaultHead, linksOf(assets, inlineCss), shell.styles, cataloguePreloads(shell.catalogues)].filter(Boolean).join('\n    ');
  return `${head}\n  ${template.bodyStart}`;
}

/** The stylesheets of modules a late part drew that the page has not linked yet, written before that part. */
export function laterCss({ manifest, inlineCss }: PartsOptions, modules: string[], linked: Set<string>): string {
  const fresh = assetsOf(manifest, modules).css.filter((href) => !linked.has(href));
  for (const href of fresh) linked.add(href);
  return fresh.length ? linksOf({ css: fresh, js: [] }, inlineCss) : '';
}

/** What follows the streamed body: the boot state and the template's end. */
export function bodyEnd({ template }: PartsOptions, result: Extract<BundleResult, { kind: 'page' }>): string {
  return `</div>\n    <script type="application/json" id="${BOOT_ID}">${stateJson(result.boot)}</script>${template.renderedBodyEnd}`;
}

/** The page's CSP with this answer's nonce allowed to run script: React's inline scripts that put late parts in place. */
export function withScriptNonce(csp: string, nonce: string): string {
  return csp.replace(/(^|;\s*)script-src ([^;]*)/, (_, lead: string, sources: string) => `${lead}script-src ${sources} 'nonce-${nonce}'`);
}

