import type { FastifyRequest } from 'fastify';
import { findPortal, type PortalRow } from '@/server/portals/portal-queries';
import { ApiError } from './envelope';

export const DEFAULT_PORTAL_ID = 1001;

interface ContextParams {
  relationId?: string | number;
  portalType?: string | number;
}

function contextParams(request: FastifyRequest): ContextParams {
  const fromBody = request.body && typeof request.body === 'object' ? (request.body as ContextParams) : {};
  const fromQuery = request.query && typeof request.query === 'object' ? (request.query as ContextParams) : {};
  return { ...fromQuery, ...fromBody };
}

function portalNotFound(showType: 2 | 9): ApiError {
  return new ApiError('PORTAL_NOT_FOUND', '站点不存在', showType);
}

/**
 * The portal of a call: `relationId` when present, else header `qx-portal`, else 1001.
 * With `required` (siteconfig.load) a missing portal is an error too, answered with showType 9.
 */
export async function resolvePortal(request: FastifyRequest, options: { required?: boolean } = {}): Promise<PortalRow> {
  const showType = options.required ? 9 : 2;
  const params = contextParams(request);
  const header = request.headers['qx-portal'];
  const explicit = params.relationId !== undefined && params.relationId !== '' ? String(params.relationId) : Array.isArray(header) ? header[0] : header;
  if (explicit === undefined || explicit === '') {
    if (options.required) throw portalNotFound(showType);
    return resolveById(request, DEFAULT_PORTAL_ID, params, showType);
  }
  if (!/^\d{1,12}$/.test(explicit)) throw portalNotFound(showType);
  return resolveById(request, Number(explicit), params, showType);
}

async function resolveById(request: FastifyRequest, id: number, params: ContextParams, showType: 2 | 9): Promise<PortalRow> {
  const portal = await findPortal(request.server.db, id);
  if (!portal) throw portalNotFound(showType);
  if (params.portalType !== undefined && params.portalType !== '' && String(params.portalType) !== portal.portalType) {
    throw portalNotFound(showType);
  }
  return portal;
}
