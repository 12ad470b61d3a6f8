import type { SessionUser } from '@/src/core/envelope';
import type { SignedIn } from '@/src/core/account-api';
import { saveSession } from './session';
import { readUser, writeUser, type SessionSite } from './token-store';

/** Keeps what user.regist or sso.loginUser answered (token + user) as the site's session. */
export function signInWith(site: SessionSite, answer: SignedIn): SessionUser {
  saveSession(site, { token: answer.token, user: answer.user });
  return answer.user;
}

/** The stored user after a change of name, mobile or email, so the header shows it at once. */
export function refreshStoredUser(site: SessionSite, changed: Partial<SessionUser>): void {
  const current = readUser(site.portalId);
  if (!current) return;
  const next: SessionUser = { ...current };
  if (changed.name !== undefined) next.name = changed.name;
  if (changed.mobile !== undefined) next.mobile = changed.mobile;
  if (changed.email !== undefined) next.email = changed.email;
  writeUser(site.portalId, next);
}
