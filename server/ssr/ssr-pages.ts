import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assetsOf, type PageAssets } from './page-assets';
import type { PageTemplate } from './page-template';
import type { BundleCall, BundleResult, SsrBundle } from './ssr-bundle';

export interface SsrPagesOptions {
  bundle: SsrBundle;
  template: PageTemplate;
  manifest: Record<string, { file: string; css?: string[]; imports?: string[] }>;
  /** how long blocks' data may take before a page is sent with what came (ms) */
  budgetMs?: number;
}

const BOOT_ID = 'portal-boot';

function linksOf(assets: PageAssets): string {
  const css = assets.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const js = assets.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  return [...css, ...js].join('\n    ');
}

/** JSON for a <script type="application/json">: nothing in it can close the script. */
export function stateJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The rest of the page after the head's fixed part: the rendered page, or the shell. */
function restOf(template: PageTemplate, manifest: SsrPagesOptions['manifest'], result: BundleResult | null): string {
  if (!result || result.kind !== 'page') return `${template.defaultHead}\n  ${template.bodyStart}</div>${template.bodyEnd}`;
  const head = [result.head || template.defaultHead, linksOf(assetsOf(manifest, result.modules)), result.styles].filter(Boolean).join('\n    ');
  return `${head}\n  ${template.bodyStart}${result.html}</div>\n    <script type="application/json" id="${BOOT_ID}">${stateJson(result.boot)}</script>${template.renderedBodyEnd}`;
}

/**
 * Answers a page request with the page rendered by the app's server build (issue 14 item 1): the status and the
 * head's fixed part go out after the first pass (no data waited for), the rest when the blocks' data has come
 * or the budget is spent. Anything that goes wrong sends the shell, which the browser draws as before.
 */
export function ssrPages(app: FastifyInstance, options: SsrPagesOptions) {
  const { bundle, template, manifest } = options;
  return (request: FastifyRequest, reply: FastifyReply): void => {
    const stream = new PassThrough();
    let started = false;
    const start = (status: number) => {
      if (started) return;
      started = true;
      void reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(stream);
      stream.write(template.headStart);
    };
    const send = async (call: BundleCall) => {
      const res = await app.inject({ method: call.method, url: call.url, headers: call.headers, payload: call.body as string | undefined, remoteAddress: request.ip });
      return { status: res.statusCode, text: res.body };
    };
    bundle
      .renderPage({ url: request.url, origin: `${request.protocol}://${request.host}`, send, budgetMs: options.budgetMs, onStatus: start })
      .then(
        (result) => {
          if (result.kind === 'redirect' && !started) return void reply.redirect(result.location, 302);
          if (result.kind === 'shell') request.log.debug(`page sent as the shell: ${result.reason}`);
          start(result.kind === 'page' ? result.status : 200);
          stream.end(restOf(template, manifest, result));
        },
        (err: unknown) => {
          request.log.error({ err }, 'server rendering failed; the page goes out as the shell');
          start(200);
          stream.end(restOf(template, manifest, null));
        },
      );
  };
}
