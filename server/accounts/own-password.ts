// Checking the signed-in user's own password (userinfo.changePasswd, userinfo.unsubscribe). Wrong tries are
// limited like logins (5 in 15 minutes per account), so that a stolen token cannot guess the password.
import type { FastifyRequest } from 'fastify';
import { decrypt } from '@/src/core/crypto-key';
import { verifyPassword } from '@/server/auth/password';
import { LOGIN_WINDOW_MS } from '@/server/auth/login-throttle';
import type { PortalRow } from '@/server/portals/portal-queries';
import { passwordHashOf } from './accounts';
import { loginLocked, passwordWrong } from './errors';
import { clearEvents, reserve } from '@/server/auth/throttle';

const BUCKET = 'own-password';
const LIMIT = { max: 5, windowMs: LOGIN_WINDOW_MS };

/** PASSWORD_WRONG unless `encrypted` is the user's password; LOGIN_LOCKED after too many wrong ones. */
export async function requireOwnPassword(request: FastifyRequest, portal: PortalRow, userId: number, encrypted: string, wrongMessage?: string): Promise<void> {
  const { db, now } = request.server;
  const subject = String(userId);
  // counted before the check, atomically: concurrent tries cannot all pass a limit read before any counted
  const wait = await reserve(db, [[BUCKET, subject, [LIMIT]]], now());
  if (wait > 0) throw loginLocked(Math.ceil(wait / 60000));
  const password = decrypt(encrypted, portal.secretKey);
  const stored = await passwordHashOf(db, userId);
  if (password === '' || !(await verifyPassword(password, stored))) throw passwordWrong(wrongMessage);
  await clearEvents(db, BUCKET, subject);
}
