// The signed-in candidate of an application call, and pieces of the application routes' schemas.
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@/src/core/envelope';
import type { EndpointName } from '@/src/core/endpoints';
import { requireCandidate } from '@/server/auth/require-user';
import type { Owner } from './delivery-queries';
import type { PortalRow } from '@/server/portals/portal-queries';
import { boundedInteger, portalHeaders } from '@/server/http/schema-parts';
import { doc } from '@/server/http/route-of';

export interface Caller {
  user: SessionUser;
  portal: PortalRow;
  /** whose rows the call may see: this candidate in this portal */
  owner: Owner;
}

/** The candidate of the call (401 for guests, 403 for reviewers). */
export async function callerOf(request: FastifyRequest): Promise<Caller> {
  const { user, portal } = await requireCandidate(request);
  return { user, portal, owner: { userId: user.id, portalId: portal.id } };
}

/** OpenAPI text and the token headers of an application call. */
export function authDoc(name: EndpointName, data: string, summary: string) {
  return { ...doc(name, 'applications', data, summary), headers: portalHeaders };
}

/** An id in a JSON body (numbers; digits in a string are turned into one). */
export const bodyId = boundedInteger(1, 999999999999);
