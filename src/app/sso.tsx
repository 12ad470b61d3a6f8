import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { request } from '@/src/api/client';
import type { SignedIn } from '@/src/core/account-api';
import { safeReturnPath } from '@/src/core/safe-path';
import { signInWith } from '@/src/session/sign-in-with';
import { clearSession } from '@/src/session/token-store';
import { DelayedSpinner } from '@/src/runtime/delayed-spinner';
import { wireClient } from './client-wiring';
import { commonKit } from './common-kit';
import { StandaloneMessage } from './standalone';
import { isBizError } from '@/src/api/errors';
import { fallbackSite } from './last-site';

/**
 * /apps/sso/login: the single sign-on entry of the last site. With ?ticket= (from the identity provider) the
 * candidate is signed in by sso.loginUser and goes on to ?redirect= (same-origin only) or the home page; without
 * one to the login page; a refused ticket shows why, with a link to the login page (the return path kept).
 */
export function SsoLogin() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const site = fallbackSite();
  const redirect = safeReturnPath(query.get('redirect'), '');
  const ticket = query.get('ticket');
  const prefix = site.terminal === 'h5' ? 'layout/' : '';
  const loginPath = `${site.variantBase}/${prefix}login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;

  // a ticket works once: StrictMode's second effect run must not spend it again
  const spent = useRef(false);
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => {
    if (!ticket || spent.current) return;
    spent.current = true;
    wireClient(site, commonKit.notifier, (url) => navigate(url));
    request<SignedIn>('sso.loginUser', { ticket }, { skipErrorHandler: true })
      .then((answer) => {
        signInWith(site, answer);
        navigate(redirect || `${site.variantBase}/${prefix}home`, { replace: true });
      })
      .catch((error) => setRefused(isBizError(error) && error.info.errorMessage ? error.message : 'runtime.sso.refused'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticket]);

  if (!ticket) return <Navigate to={loginPath} replace />;
  // a refused ticket stays on screen with the way to the login page (the return path kept)
  if (refused) return <StandaloneMessage icon="error" title="runtime.sso.failed" description={refused} action={{ text: 'runtime.signIn.action', to: loginPath }} />;
  return <DelayedSpinner />;
}

/** /apps/sso/loginout: forgets the session of the last site, then goes home. */
export function SsoLogout() {
  const navigate = useNavigate();
  useEffect(() => {
    const site = fallbackSite();
    clearSession(site.portalId);
    navigate('/index', { replace: true });
  }, [navigate]);
  return <DelayedSpinner />;
}
