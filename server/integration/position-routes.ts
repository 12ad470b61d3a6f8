// PUT, GET and DELETE /pt/integration/v1/positions/{code}: an HR system publishes, reads back and closes the
// portal's positions by its own codes. The portal is the key's (integration-auth.ts).
import type { FastifyInstance } from 'fastify';
import { beijingDate } from '@/server/http/clock';
import { ok } from '@/server/http/envelope';
import { findPortal } from '@/server/portals/portal-queries';
import { codeParams, integrationDoc, missing } from './body-parts';
import { checkParamsOnly } from './field-errors';
import { callerPortal } from './integration-auth';
import { publicPageUrl } from './page-url';
import { positionBodySchema } from './position-body';
import { checkPosition } from './position-check';
import { closePosition, findPositionByCode, positionBodyOf, savePosition, type StoredPosition } from './position-store';

const PATH = '/pt/integration/v1/positions/:code';
type Params = { Params: { code: string } };

export async function integrationPositionRoutes(app: FastifyInstance): Promise<void> {
  const today = () => beijingDate(app.now());
  const portalOf = async (id: number) => (await findPortal(app.db, id))!;
  const stored = async (portalId: number, code: string): Promise<StoredPosition> => {
    const position = await findPositionByCode(app.db, portalId, code);
    if (!position) throw missing('职位');
    return position;
  };
  const urlOf = async (portalId: number, id: number) => publicPageUrl(app.schemaStore, await portalOf(portalId), 'positions', id);

  app.route<Params & { Body: unknown }>({
    method: 'PUT',
    url: PATH,
    validatorCompiler: checkParamsOnly,
    schema: {
      ...integrationDoc('integration.positions.put', 'Create or replace the position of this code, and publish it', '{ id, url }'),
      params: codeParams,
      body: positionBodySchema,
    },
    handler: async (request) => {
      const portalId = callerPortal(request);
      const portal = await portalOf(portalId);
      const before = await findPositionByCode(app.db, portalId, request.params.code);
      const values = await checkPosition({ db: app.db, store: app.schemaStore, portal, today: today() }, request.body, before?.publish_date);
      const { id } = await savePosition(app.db, portalId, request.params.code, values);
      return ok({ id, url: publicPageUrl(app.schemaStore, portal, 'positions', id) });
    },
  });

  app.route<Params>({
    method: 'GET',
    url: PATH,
    validatorCompiler: checkParamsOnly,
    schema: {
      ...integrationDoc('integration.positions.get', 'The position of this code, closed ones too', 'PUT body + { id, url, status: open | closed }'),
      params: codeParams,
    },
    handler: async (request) => {
      const portalId = callerPortal(request);
      const p = await stored(portalId, request.params.code);
      const status = p.status === 'closed' || p.deadline < today() ? 'closed' : 'open';
      return ok({ id: Number(p.id), url: await urlOf(portalId, Number(p.id)), status, ...positionBodyOf(p) });
    },
  });

  app.route<Params>({
    method: 'DELETE',
    url: PATH,
    validatorCompiler: checkParamsOnly,
    schema: {
      ...integrationDoc('integration.positions.delete', 'Close the position of this code (it stays readable, listed as closed)', '{ id, url, status: closed }'),
      params: codeParams,
    },
    handler: async (request) => {
      const portalId = callerPortal(request);
      const p = await stored(portalId, request.params.code);
      await closePosition(app.db, Number(p.id));
      return ok({ id: Number(p.id), url: await urlOf(portalId, Number(p.id)), status: 'closed' });
    },
  });
}
