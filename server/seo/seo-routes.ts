// /robots.txt and /sitemap.xml, for search engines. The sitemap lists what each portal's site file names
// (sitemap-plan.ts); past `perFile` URLs it is an index of /sitemap-{n}.xml files.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { beijingDate } from '@/server/http/clock';
import { chunksOf, sitemapSources, urlsOf, URLS_PER_FILE } from './sitemap-plan';
import { sitemapIndex, urlset } from './sitemap-xml';

export interface SeoOptions {
  /** the portal's public address (PORTAL_PUBLIC_URL), e.g. https://jobs.example.org; default the request's own */
  publicUrl?: string;
  /** URLs per sitemap file (the protocol allows 50,000) */
  urlsPerFile?: number;
}

const XML = 'application/xml; charset=utf-8';
const FRESH_FOR = 'public, max-age=600';

/** The address pages are listed under: the configured one, else the request's (fastify's trustProxy decides which host that is). */
export function originOf(request: FastifyRequest, publicUrl?: string): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

export function robotsTxt(origin: string): string {
  // the API and the gateway are not pages; personal pages need a sign-in and send no content to a crawler
  return ['User-agent: *', 'Disallow: /pt/', 'Disallow: /gw/', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export async function seoRoutes(app: FastifyInstance, opts: SeoOptions): Promise<void> {
  const perFile = opts.urlsPerFile ?? URLS_PER_FILE;
  const xml = (reply: FastifyReply, body: string) => reply.type(XML).header('cache-control', FRESH_FOR).send(body);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', FRESH_FOR).send(robotsTxt(originOf(request, opts.publicUrl))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request, opts.publicUrl);
    const sources = await sitemapSources(app.db, app.schemaStore, beijingDate(app.now()));
    const total = sources.reduce((n, s) => n + s.count, 0);
    if (total <= perFile) {
      const lists = await Promise.all(sources.map((s) => urlsOf(app.db, origin, s, 0, s.count)));
      return xml(reply, urlset(lists.flat()));
    }
    const files = chunksOf(sources, perFile).map((_, i) => ({ loc: `${origin}/sitemap-${i + 1}.xml` }));
    return xml(reply, sitemapIndex(files));
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', { schema: { hide: true } }, async (request, reply) => {
    const n = /^[1-9]\d{0,5}$/.test(request.params.n) ? Number(request.params.n) : 0;
    const chunk = chunksOf(await sitemapSources(app.db, app.schemaStore, beijingDate(app.now())), perFile)[n - 1];
    if (!chunk) return reply.code(404).type('text/plain; charset=utf-8').send('no such sitemap file\n');
    return xml(reply, urlset(await urlsOf(app.db, originOf(request, opts.publicUrl), chunk.source, chunk.offset, perFile)));
  });
}

/** PORTAL_PUBLIC_URL: the address visitors use (http or https, no query), written into the sitemap and robots.txt. */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const given = env.PORTAL_PUBLIC_URL?.trim();
  if (!given) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(given);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username) {
    throw new Error(`PORTAL_PUBLIC_URL must be an http or https address such as https://jobs.example.org (got "${given}")`);
  }
  return url.href.replace(/\/+$/, '');
}
