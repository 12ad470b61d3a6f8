import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALE_KEY, LOCALE_PATTERN } from '@/src/core/locale';
import { CACHE_HEADER } from '@/server/http/guest-cache';
import { originOf } from '@/server/seo/seo-routes';
import type { CssInliner } from './inline-css';
import type { CachedPage, RenderedPageCache } from './page-cache';
import { bodyEnd, headStartIn, laterCss, shellHead, shellPage, withScriptNonce } from './page-parts';
import type { PageTemplate } from './page-template';
import { openPageStream } from './page-stream';
import type { BundleCall, BundleShell, SsrBundle } from './ssr-bundle';

export { renderTimesFromEnv, slowCallsFromEnv, stateJson } from './page-parts';

export interface SsrPagesOptions {
  bundle: SsrBundle;
  template: PageTemplate;
  manifest: Record<string, { file: string; css?: string[]; imports?: string[] }>;
  /** writes the page's stylesheets into it (./inline-css); linked when absent */
  inlineCss?: CssInliner;
  /** how long blocks' data may take before a page is sent with what came (ms) */
  budgetMs?: number;
  /** how long the first passes wait for blocks' data before the page's shell streams (ms; 300 when absent) */
  shellMs?: number;
  /** the address visitors use (PORTAL_PUBLIC_URL): pages name it, whatever Host header asked; the request's own otherwise */
  publicUrl?: string;
  /** keeps complete pages for the guests' window (./page-cache); every page is drawn afresh without it */
  cache?: RenderedPageCache;
  /** how long a block's call is held before it is answered (ms), by its path: tests make a call slow with it */
  callDelay?: (url: string) => number;
}

/** The locale the visitor chose, from the cookie the browser mirrors it in; zh-CN when absent or malformed. */
export function localeOf(cookieHeader: string | undefined): string {
  const value = (cookieHeader ?? '').split(/;\s*/).find((part) => part.startsWith(`${LOCALE_KEY}=`))?.slice(LOCALE_KEY.length + 1) ?? '';
  return LOCALE_PATTERN.test(value) ? value : DEFAULT_LOCALE;
}

function sendKept(reply: FastifyReply, page: CachedPage): void {
  void reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie').header(CACHE_HEADER, 'hit').send(page.html);
}

/**
 * Answers a page request with the page rendered by the app's server build (the same runtime as the browser, so it hydrates): the status and the
 * head's fixed part go out after the first pass (no data waited for), the rest when the blocks' data has come
 * or the budget is spent. Anything that goes wrong sends the shell, which the browser draws as before. With a
 * page cache, a complete page (every block's data came) is kept for the guests' window and served whole.
 */
export function ssrPages(app: FastifyInstance, options: SsrPagesOptions) {
  const { bundle, template, cache } = options;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const locale = localeOf(request.headers.cookie);
    const nonce = randomBytes(18).toString('base64');
    const origin = originOf(request, options.publicUrl);
    let key: string | undefined;
    if (cache?.enabled) {
      key = `${await app.publicCache.fresh()} ${origin} ${locale} ${request.url}`;
      const kept = await cache.get(key);
      if (kept) return sendKept(reply, kept);
    }
    const page = openPageStream(request, reply);
    const write = page.write;
    let keep: (page: CachedPage | null) => void = () => undefined;
    if (key && cache && !cache.isDrawing(key)) cache.drawn(key, new Promise((resolve) => (keep = resolve)));
    let started = false;
    const start = (status: number) => {
      if (started) return;
      started = true;
      // the page is in the language of the visitor's cookie
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie');
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', withScriptNonce(csp, nonce));
      if (key) reply.header(CACHE_HEADER, 'miss');
      page.send();
      write(headStartIn(template, locale));
    };
    const send = async (call: BundleCall) => {
      const delay = options.callDelay?.(call.url) ?? 0;
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      const res = await app.inject({ method: call.method, url: call.url, headers: call.headers, payload: call.body as string | undefined, remoteAddress: request.ip });
      return { status: res.statusCode, text: res.body };
    };
    const linked = new Set<string>();
    let shellSent = false;
    const onShell = (shell: BundleShell) => {
      start(shell.status);
      write(shellHead(options, shell, linked));
      shellSent = true;
    };
    const onHtml = (html: string, modules: string[]) => write(laterCss(options, modules, linked) + html);
    try {
      const result = await bundle.renderPage({ url: request.url, origin, locale, send, budgetMs: options.budgetMs, shellMs: options.shellMs, onStatus: start, onShell, onHtml, nonce });
      if (shellSent && result.kind === 'page') {
        write(bodyEnd(options, result));
        page.end();
        return keep(result.complete && !result.late && result.status === 200 ? { status: result.status, html: page.text() } : null);
      }
      if (shellSent) {
        // drawn in part and then given up: the browser draws the page afresh over what came
        request.log.error(`a streamed page stopped: ${result.kind === 'shell' ? result.reason : result.kind}`);
        write(`</div>${template.bodyEnd}`);
        page.end();
        return keep(null);
      }
      if (result.kind === 'redirect' && !started) {
        keep(null);
        return void reply.redirect(result.location, 302);
      }
      if (result.kind === 'shell') request.log.debug(`page sent as the shell: ${result.reason}`);
      const status = result.kind === 'redirect' ? 200 : (result.status ?? 200);
      start(status);
      write(shellPage(template));
      page.end();
      keep(result.kind === 'page' && result.complete && status === 200 ? { status, html: page.text() } : null);
    } catch (err) {
      request.log.error({ err }, 'server rendering failed; the page goes out as the shell');
      start(200);
      write(shellSent ? `</div>${template.bodyEnd}` : shellPage(template));
      page.end();
      keep(null);
    }
  };
}
