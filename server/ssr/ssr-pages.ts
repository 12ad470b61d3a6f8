import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isRtl, LOCALE_KEY, LOCALE_PATTERN } from '@/src/i18n/locale';
import { CACHE_HEADER } from '@/server/http/guest-cache';
import { originOf } from '@/server/seo/seo-routes';
import type { CssInliner } from './inline-css';
import type { CachedPage, RenderedPageCache } from './page-cache';
import { assetsOf, type PageAssets } from './page-assets';
import type { PageTemplate } from './page-template';
import type { BundleCall, BundleResult, SsrBundle } from './ssr-bundle';

export interface SsrPagesOptions {
  bundle: SsrBundle;
  template: PageTemplate;
  manifest: Record<string, { file: string; css?: string[]; imports?: string[] }>;
  /** writes the page's stylesheets into it (./inline-css); linked when absent */
  inlineCss?: CssInliner;
  /** how long blocks' data may take before a page is sent with what came (ms) */
  budgetMs?: number;
  /** the address visitors use (PORTAL_PUBLIC_URL): pages name it, whatever Host header asked; the request's own otherwise */
  publicUrl?: string;
  /** keeps complete pages for the guests' window (./page-cache); every page is drawn afresh without it */
  cache?: RenderedPageCache;
}

const BOOT_ID = 'portal-boot';

// The drawn modules' scripts are not preloaded: on a phone's connection they took the bandwidth from the page's
// picture and held its first paint; the browser asks for them once the page is painted (src/app/main.tsx).
function linksOf(assets: PageAssets, inlineCss?: CssInliner): string {
  const css = inlineCss ? inlineCss(assets.css) : assets.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  return css.join('\n    ');
}

/** The locale the visitor chose, from the cookie the browser mirrors it in; zh-CN when absent or malformed. */
export function localeOf(cookieHeader: string | undefined): string {
  const value = (cookieHeader ?? '').split(/;\s*/).find((part) => part.startsWith(`${LOCALE_KEY}=`))?.slice(LOCALE_KEY.length + 1) ?? '';
  return LOCALE_PATTERN.test(value) ? value : DEFAULT_LOCALE;
}

/** The template's head with the page's language on <html>, as the browser sets it (runtime-shell.tsx). */
function headStartIn(template: PageTemplate, locale: string): string {
  const html = `<html lang="${locale}"${isRtl(locale) ? ' dir="rtl"' : ''}>`;
  return template.headStart.replace(/<html[^>]*>/, html);
}

/** JSON for a <script type="application/json">: nothing in it can close the script. */
export function stateJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

// The catalogues hydration waits for, asked for while the page is read. `crossorigin` makes the preload's request
// the one fetch() sends (same-origin, cors mode), so the browser uses it instead of asking again.
function cataloguePreloads(locales: string[]): string {
  return locales.map((l) => `<link rel="preload" as="fetch" crossorigin href="/schemas/locales/${encodeURIComponent(l)}.json">`).join('\n    ');
}

/** The rest of the page after the head's fixed part: the rendered page, or the shell. */
function restOf({ template, manifest, inlineCss }: SsrPagesOptions, result: BundleResult | null): string {
  if (!result || result.kind !== 'page') return `${template.defaultHead}\n  ${template.bodyStart}</div>${template.bodyEnd}`;
  const head = [result.head || template.defaultHead, linksOf(assetsOf(manifest, result.modules), inlineCss), result.styles, cataloguePreloads(result.boot.catalogues)]
    .filter(Boolean)
    .join('\n    ');
  return `${head}\n  ${template.bodyStart}${result.html}</div>\n    <script type="application/json" id="${BOOT_ID}">${stateJson(result.boot)}</script>${template.renderedBodyEnd}`;
}

function sendKept(reply: FastifyReply, page: CachedPage): void {
  void reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie').header(CACHE_HEADER, 'hit').send(page.html);
}

/**
 * Answers a page request with the page rendered by the app's server build (issue 14 item 1): the status and the
 * head's fixed part go out after the first pass (no data waited for), the rest when the blocks' data has come
 * or the budget is spent. Anything that goes wrong sends the shell, which the browser draws as before. With a
 * page cache, a complete page (every block's data came) is kept for the guests' window and served whole.
 */
export function ssrPages(app: FastifyInstance, options: SsrPagesOptions) {
  const { bundle, template, cache } = options;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const locale = localeOf(request.headers.cookie);
    const origin = originOf(request, options.publicUrl);
    let key: string | undefined;
    if (cache?.enabled) {
      key = `${await app.publicCache.fresh()} ${origin} ${locale} ${request.url}`;
      const kept = await cache.get(key);
      if (kept) return sendKept(reply, kept);
    }
    const stream = new PassThrough();
    const sent: string[] = [];
    const write = (text: string) => {
      sent.push(text);
      stream.write(text);
    };
    let keep: (page: CachedPage | null) => void = () => undefined;
    if (key && cache && !cache.isDrawing(key)) cache.drawn(key, new Promise((resolve) => (keep = resolve)));
    let started = false;
    const start = (status: number) => {
      if (started) return;
      started = true;
      // the page is in the language of the visitor's cookie
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie');
      if (key) reply.header(CACHE_HEADER, 'miss');
      void reply.send(stream);
      write(headStartIn(template, locale));
    };
    const send = async (call: BundleCall) => {
      const res = await app.inject({ method: call.method, url: call.url, headers: call.headers, payload: call.body as string | undefined, remoteAddress: request.ip });
      return { status: res.statusCode, text: res.body };
    };
    try {
      const result = await bundle.renderPage({ url: request.url, origin, locale, send, budgetMs: options.budgetMs, onStatus: start });
      if (result.kind === 'redirect' && !started) {
        keep(null);
        return void reply.redirect(result.location, 302);
      }
      if (result.kind === 'shell') request.log.debug(`page sent as the shell: ${result.reason}`);
      const status = result.kind === 'redirect' ? 200 : (result.status ?? 200);
      start(status);
      write(restOf(options, result));
      stream.end();
      keep(result.kind === 'page' && result.complete && status === 200 ? { status, html: sent.join('') } : null);
    } catch (err) {
      request.log.error({ err }, 'server rendering failed; the page goes out as the shell');
      start(200);
      write(restOf(options, null));
      stream.end();
      keep(null);
    }
  };
}
