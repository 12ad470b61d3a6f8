import { request } from '@/src/api/client';
import type { SiteContext } from '@/src/site/site-context';
import { logout as forget } from './session';

/**
 * Revokes the token on the server, then forgets the session here whatever the server said. Apart from
 * login.ts, so that a header's logout button does not bring the AES code into every page.
 */
export async function logoutEverywhere(site: SiteContext): Promise<void> {
  try {
    await request('passport.logout', { domain: site.domain }, { skipErrorHandler: true });
  } finally {
    forget(site);
  }
}
