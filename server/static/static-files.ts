import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { HtmlFallback } from '@/server/http/error-handlers';
import { cssInliner, inlineLinked } from '@/server/ssr/inline-css';
import { readManifest } from '@/server/ssr/page-assets';
import { RenderedPageCache } from '@/server/ssr/page-cache';
import { readTemplate } from '@/server/ssr/page-template';
import { loadSsrBundle } from '@/server/ssr/ssr-bundle';
import { renderTimesFromEnv, slowCallsFromEnv, ssrPages } from '@/server/ssr/ssr-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths that never fall back to index.html: the API, the schemas and the static asset folders. */
const NO_FALLBACK = /^\/(pt|schemas|assets-demo|assets)(\/|$)/;

/**
 * Serves the built app (when staticDir exists) and answers page requests: a site's public page rendered by the
 * app's server build when ssrDir holds one (content in the first answer, for search engines and a quick first paint), index.html otherwise. A rendered page names its own
 * address from publicUrl (PORTAL_PUBLIC_URL) when set, else from the request's host.
 */
export async function serveApp(app: FastifyInstance, staticDir: string | undefined, ssrDir?: string, publicUrl?: string): Promise<HtmlFallback | undefined> {
  if (!staticDir || !fs.existsSync(staticDir)) return undefined;
  const root = path.resolve(staticDir);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    cacheControl: false,
    // hashed bundles never change under their name; everything else is revalidated
    setHeaders: (reply, filePath) => {
      const hashed = path.relative(root, filePath).split(path.sep)[0] === 'assets';
      reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
  const index = path.join(root, 'index.html');
  const bundle = ssrDir ? await loadSsrBundle(ssrDir, app.schemaStore) : undefined;
  const template = readTemplate(index);
  const inlineCss = cssInliner(root);
  const rendered =
    bundle && template
      ? ssrPages(app, {
          bundle,
          template: { ...template, headStart: inlineLinked(template.headStart, inlineCss) },
          manifest: readManifest(root),
          inlineCss,
          publicUrl,
          // the guests' window: pages are as fresh as the public answers they are drawn from
          cache: new RenderedPageCache(() => app.publicCache.options.windowMs),
          callDelay: slowCallsFromEnv(process.env),
          ...renderTimesFromEnv(process.env),
        })
      : undefined;
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url.split('?')[0];
    if (NO_FALLBACK.test(url)) return false;
    if (!wantsPage(url, request.headers.accept) || !fs.existsSync(index)) return false;
    if (rendered && request.method === 'GET' && url.startsWith('/site/')) {
      void rendered(request, reply);
      return true;
    }
    reply.code(200).header('cache-control', 'no-cache');
    void reply.sendFile('index.html', root);
    return true;
  };
}

/**
 * Whether a request is for a page: one that accepts HTML, and one to a site address (/site/, /gw/) that takes
 * any type (or names none: curl, uptime monitors, link checkers), which would otherwise read a page that
 * exists as the API's 404.
 */
function wantsPage(url: string, accept = ''): boolean {
  if (accept.includes('text/html')) return true;
  return (url.startsWith('/site/') || url.startsWith('/gw/')) && (accept.trim() === '' || accept.includes('*/*'));
}

/** Serves the demo images (public/assets-demo) at /assets-demo/. */
export async function serveDemoAssets(app: FastifyInstance, dir: string): Promise<void> {
  if (!fs.existsSync(dir)) return;
  await app.register(fastifyStatic, {
    root: path.resolve(dir),
    prefix: '/assets-demo/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=3600'),
  });
}
