import type { FastifyRequest } from 'fastify';
import { CENSOR_ROLES, type CensorRole, type SessionUser } from '@/src/core/envelope';
import type { Db } from '@/server/db/database';
import type { PortalRow } from '@/server/portals/portal-queries';
import { ApiError } from '@/server/http/envelope';
import { resolvePortal } from '@/server/http/portal';
import { findToken, tokenFromHeaders } from './tokens';

export async function findUser(db: Db, id: number): Promise<SessionUser | undefined> {
  const row = await db.selectFrom('users').select(['id', 'name', 'mobile', 'email', 'domain']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const user: SessionUser = { id: row.id, name: row.name, domain: row.domain === 'censor' ? 'censor' : 'portal' };
  if (row.mobile) user.mobile = row.mobile;
  if (row.email) user.email = row.email;
  if (user.domain === 'censor') user.roles = await censorRoles(db, row.id);
  return user;
}

/** A censor account's roles, in CENSOR_ROLES' order. */
export async function censorRoles(db: Db, userId: number): Promise<CensorRole[]> {
  const rows = await db.selectFrom('censor_roles').select('role').where('user_id', '=', userId).execute();
  const held = new Set(rows.map((r) => r.role));
  return CENSOR_ROLES.filter((role) => held.has(role));
}

/** The signed-in user of the request's token; HTTP 401 UNAUTHORIZED (showType 0) for guests and bad tokens. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const { db, now } = request.server;
  const portal = await resolvePortal(request);
  const token = await findToken(db, tokenFromHeaders(request.headers), now());
  const user = token && token.portalId === portal.id && token.userId !== null ? await findUser(db, token.userId) : undefined;
  if (!user) throw new ApiError('UNAUTHORIZED', '请先登录', 0, 401);
  return user;
}

/** A candidate of the call's portal (domain portal) and that portal; 401 for guests, 403 for reviewers. */
export async function requireCandidate(request: FastifyRequest): Promise<{ user: SessionUser; portal: PortalRow }> {
  const portal = await resolvePortal(request);
  const user = await requireUser(request);
  if (user.domain !== 'portal') throw new ApiError('FORBIDDEN', '无权访问', 2, 403);
  return { user, portal };
}

/**
 * A censor account of the call's portal holding `role`, and that portal; 401 for guests, 403 for candidates and
 * for censor accounts without the role.
 */
export async function requireCensorRole(request: FastifyRequest, role: CensorRole): Promise<{ user: SessionUser; portal: PortalRow }> {
  const portal = await resolvePortal(request);
  const user = await requireUser(request);
  if (user.domain !== 'censor' || !user.roles?.includes(role)) throw new ApiError('FORBIDDEN', '无权访问', 2, 403);
  return { user, portal };
}

/** A reviewer of the call's portal and that portal (requireCensorRole's reviewer). */
export const requireReviewer = (request: FastifyRequest) => requireCensorRole(request, 'reviewer');
