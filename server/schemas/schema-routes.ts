import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@/server/http/envelope';
import { LOCALE_PATTERN } from './locale-merge';
import { matchesEtag, type SchemaEntry } from './schema-entry';

function send(request: FastifyRequest, reply: FastifyReply, entry: SchemaEntry | undefined) {
  if (!entry) return reply.code(404).send(fail('NOT_FOUND', '文件不存在'));
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

/** GET /schemas/<relative path>, and /schemas/locales/{locale}.json as the merged catalogue. */
export async function schemaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>(
    '/schemas/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const path = request.params['*'];
      if (path === 'locales/index.json') return send(request, reply, app.schemaStore.localeIndex());
      const locale = /^locales\/([^/]+)\.json$/.exec(path)?.[1];
      if (locale !== undefined) {
        const merged = LOCALE_PATTERN.test(locale) ? app.schemaStore.locale(locale) : undefined;
        return send(request, reply, merged ?? app.schemaStore.get(path));
      }
      return send(request, reply, app.schemaStore.get(path));
    },
  );
}
