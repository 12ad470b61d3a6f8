// Opening a session (passport.login, user.regist, sso.loginUser): a new token for the user, replacing the
// token sent along (a guest's, or an earlier session's in this portal) instead of keeping it alive.
import type { FastifyRequest } from 'fastify';
import type { SignedIn } from '@/src/core/account-api';
import type { PortalRow } from '@/server/portals/portal-queries';
import { ApiError } from '@/server/http/envelope';
import { findUser } from './require-user';
import { TOKEN_HEADER } from '@/server/http/token-header';
import { findToken, issueToken, tokenFromHeaders } from './tokens';

export async function signIn(request: FastifyRequest, portal: PortalRow, domain: string, userId: number): Promise<SignedIn> {
  const { db, now } = request.server;
  const user = await findUser(db, userId);
  if (!user) throw new ApiError('LOGIN_FAILED', '账号或密码错误');
  const previous = await findToken(db, tokenFromHeaders(request.headers), now());
  if (previous && previous.portalId === portal.id) await db.deleteFrom('tokens').where('token_hash', '=', previous.hash).execute();
  const value = await issueToken(db, portal.id, domain, now(), user.id);
  return { token: { key: TOKEN_HEADER, value, domain }, user };
}
