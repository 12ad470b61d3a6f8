import { Navigate } from 'react-router-dom';
import { detectTerminal } from '@/src/site/parse-site-url';
import { DEFAULT_SITE, lastSite } from './last-site';

/** /index: back into the last site used, else through the demo portal's gateway for this device. */
export function IndexRedirect() {
  const site = lastSite();
  const channel = site?.channel ?? detectTerminal(navigator.userAgent);
  const base = site ?? DEFAULT_SITE;
  return <Navigate to={`/gw/${base.portalType}/${base.portalId}/${base.domain}/${channel}`} replace />;
}
