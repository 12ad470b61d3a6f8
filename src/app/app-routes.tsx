import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DelayedSpinner } from '@/src/runtime/delayed-spinner';
import { withTimeout } from '@/src/runtime/with-timeout';
import { Gateway } from './gateway';
import { IndexRedirect } from './index-redirect';
import { LastSiteRedirect } from './last-site-redirect';
import { StandalonePage } from './standalone';

const SiteApp = lazy(withTimeout(() => import('./site-app')));
// only an SSO hand-over opens these: no page of a site carries them
const SsoLogin = lazy(withTimeout(() => import('./sso').then((m) => ({ default: m.SsoLogin }))));
const SsoLogout = lazy(withTimeout(() => import('./sso').then((m) => ({ default: m.SsoLogout }))));

export const EXCEPTION_PAGE = 'exception';
export const NOT_FOUND_PAGE = 'not-found';

/** The paths outside any site variant; everything under /site/... is drawn from the variant's route schema. */
export function AppRoutes() {
  return (
    <Suspense fallback={<DelayedSpinner />}>
      <Routes>
        <Route path="/" element={<Navigate to="/index" replace />} />
        <Route path="/index" element={<IndexRedirect />} />
        <Route path="/gw/:portalType/:portalId/:domain/:channel" element={<Gateway />} />
        <Route path="/site/:portalType/:portalId/:domain/:channel/:template/:terminal/*" element={<SiteApp />} />
        <Route path="/site/*" element={<SiteApp />} />
        <Route path="/exception" element={<StandalonePage pageId={EXCEPTION_PAGE} />} />
        <Route path="/apps/sso/login" element={<SsoLogin />} />
        <Route path="/apps/sso/loginout" element={<SsoLogout />} />
        <Route
          path="/recruitmentview/:id/:src/:backUrl"
          element={<LastSiteRedirect pc="recruitmentview/:id/:src/:backUrl" h5="layout/recruitmentview/:id/:src/:backUrl" />}
        />
        <Route path="/recruitUnitList" element={<LastSiteRedirect pc="recruitUnitList" h5="layout/recruitUnitList" />} />
        <Route path="*" element={<StandalonePage pageId={NOT_FOUND_PAGE} />} />
      </Routes>
    </Suspense>
  );
}
