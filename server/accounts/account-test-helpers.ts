// Helpers for tests only (registered when NODE_ENV=test, hidden from OpenAPI): the browser tests read the
// code "sent" to an address and the answer of a captcha, as a person would read their phone and the image.
import type { FastifyInstance } from 'fastify';
import { peekCaptcha } from '@/server/auth/captcha-store';
import { readOutbox } from '@/server/accounts/outbox';
import { attrKeyProp } from '@/server/accounts/schema-props';
import { notFound, ok } from '@/server/http/envelope';

export async function testHelperRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { to: string } }>('/pt/test/outbox', {
    schema: { hide: true, querystring: { type: 'object', properties: { to: { type: 'string', minLength: 1, maxLength: 254 } }, required: ['to'] } },
    handler: async (request) => ok(await readOutbox(app.db, request.query.to.trim().toLowerCase())),
  });

  app.get<{ Querystring: { attrKey: string } }>('/pt/test/captcha', {
    schema: { hide: true, querystring: { type: 'object', properties: { attrKey: attrKeyProp }, required: ['attrKey'] } },
    handler: async (request) => {
      const text = await peekCaptcha(app.db, request.query.attrKey, app.now());
      if (!text) throw notFound('图形验证码');
      return ok({ text });
    },
  });
}
