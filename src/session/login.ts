import type { CaptchaAnswer } from '@/src/core/account-api';
import type { SessionUser, TokenRecord } from '@/src/core/envelope';
import { request } from '@/src/api/client';
import { encryptForSite } from '@/src/site/site-cipher';
import { readCachedSiteConfig } from '@/src/site/site-config';
import type { SiteContext } from '@/src/site/site-context';
import { saveSession } from './session';

/**
 * Signs a candidate (or, in the censor domain, a reviewer) in: the password travels AES-encrypted with the
 * site's key (padded to 16 characters, as the spec says); the answered token and user become the site's session. After repeated failures
 * the server asks for a captcha (CAPTCHA_REQUIRED): the answer then travels with its attrKey. `domain` signs in to
 * another domain than the page's (the censorlogin pages: censor); the session is then kept for that domain.
 */
export async function login(site: SiteContext, account: string, password: string, captcha?: CaptchaAnswer, domain = site.domain): Promise<SessionUser> {
  const config = readCachedSiteConfig(site);
  const encrypted = encryptForSite(password, { secretKey: config?.secretKey });
  const { token, user } = await request<{ token: TokenRecord; user: SessionUser }>('passport.login', {
    domain,
    account: account.trim(),
    password: encrypted,
    ...(captcha ? { attrKey: captcha.attrKey, captcha: captcha.captcha.trim() } : {}),
  });
  saveSession({ portalId: site.portalId, domain }, { token, user });
  return user;
}

