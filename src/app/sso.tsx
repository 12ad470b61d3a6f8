import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '@/src/core/safe-path';
import { clearSession } from '@/src/session/token-store';
import { DelayedSpinner } from '@/src/runtime/delayed-spinner';
import { fallbackSite } from './last-site';

/** /apps/sso/login: the single sign-on entry; it lands on the login page of the last site, return path kept. */
export function SsoLogin() {
  const [query] = useSearchParams();
  const site = fallbackSite();
  const redirect = safeReturnPath(query.get('redirect'), '');
  const login = site.terminal === 'h5' ? 'layout/login' : 'login';
  const suffix = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return <Navigate to={`${site.variantBase}/${login}${suffix}`} replace />;
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
