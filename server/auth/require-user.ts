import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@/src/core/envelope';
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
  return user;
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

/** A reviewer of the call's portal (domain censor) and that portal; 401 for guests, 403 for candidates. */
export async function requireReviewer(request: FastifyRequest): Promise<{ user: SessionUser; portal: PortalRow }> {
  const portal = await resolvePortal(request);
  const user = await requireUser(request);
  if (user.domain !== 'censor') throw new ApiError('FORBIDDEN', '无权访问', 2, 403);
  return { user, portal };
}
