import type { FastifyRequest } from 'fastify';
import { CENSOR_ROLES, type CensorRole, type SessionUser } from '@/src/core/envelope';
import type { Db } from '@/server/db/database';
import type { PortalRow } from '@/server/portals/portal-queries';
import type { EndpointName } from '@/src/core/endpoints';
import { ApiError } from '@/server/http/envelope';
import { routeOf } from '@/server/http/route-of';
import { resolvePortal } from '@/server/http/portal';
import { findToken, tokenFromHeaders } from './tokens';

/** The account as a session sees it; undefined for a disabled one, so that its tokens stop at once and it signs in nowhere. */
export async function findUser(db: Db, id: number): Promise<SessionUser | undefined> {
  const row = await db.selectFrom('users').select(['id', 'name', 'mobile', 'email', 'domain', 'disabled_at', 'must_change_password']).where('id', '=', id).executeTakeFirst();
  if (!row || row.disabled_at) return undefined;
  const user: SessionUser = { id: row.id, name: row.name, domain: row.domain === 'censor' ? 'censor' : 'portal' };
  if (row.mobile) user.mobile = row.mobile;
  if (row.email) user.email = row.email;
  if (user.domain === 'censor') user.roles = await censorRoles(db, row.id);
  if (row.must_change_password) user.mustChangePassword = true;
  return user;
}

/** What an account that must change its password may still call: read itself, change it, sign out. */
const BEFORE_PASSWORD_CHANGE = new Set<EndpointName>(['userinfo.info', 'userinfo.changePasswd', 'userinfo.savePasswd', 'passport.logout', 'passport.header', 'accesstoken.user']);

function mayCallBeforeChange(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? '';
  return [...BEFORE_PASSWORD_CHANGE].some((name) => routeOf(name).url === url);
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
  if (user.mustChangePassword && !mayCallBeforeChange(request)) throw new ApiError('PASSWORD_CHANGE_REQUIRED', '请先修改初始密码', 2, 403);
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
