// PUT, GET and DELETE /pt/integration/v1/notices/{code}: an HR system publishes, reads back and removes the
// portal's notices by its own codes. DELETE removes the row (notices have no status to close them with:
// docs/decisions/integration-api.md).
import type { FastifyInstance } from 'fastify';
import { beijingDate } from '@/server/http/clock';
import { ok } from '@/server/http/envelope';
import { findPortal } from '@/server/portals/portal-queries';
import { codeParams, integrationDoc, missing } from './body-parts';
import { checkParamsOnly } from './field-errors';
import { callerPortal } from './integration-auth';
import { checkNotice, noticeBodySchema } from './notice-body';
import { deleteNotice, findNoticeByCode, noticeBodyOf, saveNotice, type StoredNotice } from './notice-store';
import { publicPageUrl } from './page-url';

const PATH = '/pt/integration/v1/notices/:code';
type Params = { Params: { code: string } };

export async function integrationNoticeRoutes(app: FastifyInstance): Promise<void> {
  const urlOf = async (portalId: number, id: number) => publicPageUrl(app.schemaStore, (await findPortal(app.db, portalId))!, 'notices', id);
  const stored = async (portalId: number, code: string): Promise<StoredNotice> => {
    const notice = await findNoticeByCode(app.db, portalId, code);
    if (!notice) throw missing('公告');
    return notice;
  };

  app.route<Params & { Body: unknown }>({
    method: 'PUT',
    url: PATH,
    validatorCompiler: checkParamsOnly,
    schema: {
      ...integrationDoc('integration.notices.put', 'Create or replace the notice of this code, and publish it', '{ id, url }'),
      params: codeParams,
      body: noticeBodySchema,
    },
    handler: async (request) => {
      const portalId = callerPortal(request);
      const before = await findNoticeByCode(app.db, portalId, request.params.code);
      const values = await checkNotice(app.db, request.body, beijingDate(app.now()), before?.publish_date);
      const { id } = await saveNotice(app.db, portalId, request.params.code, values);
      return ok({ id, url: await urlOf(portalId, id) });
    },
  });

  app.route<Params>({
    method: 'GET',
    url: PATH,
    validatorCompiler: checkParamsOnly,
    schema: { ...integrationDoc('integration.notices.get', 'The notice of this code', 'PUT body + { id, url }'), params: codeParams },
    handler: async (request) => {
      const portalId = callerPortal(request);
      const n = await stored(portalId, request.params.code);
      return ok({ id: Number(n.id), url: await urlOf(portalId, Number(n.id)), ...noticeBodyOf(n) });
    },
  });

  app.route<Params>({
    method: 'DELETE',
    url: PATH,
    validatorCompiler: checkParamsOnly,
    schema: { ...integrationDoc('integration.notices.delete', 'Remove the notice of this code from the portal', '{ id }'), params: codeParams },
    handler: async (request) => {
      const n = await stored(callerPortal(request), request.params.code);
      await deleteNotice(app.db, Number(n.id));
      return ok({ id: Number(n.id) });
    },
  });
}
