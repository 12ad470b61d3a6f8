import { Navigate, useLocation, useParams } from 'react-router-dom';
import { fillTarget } from '@/src/runtime/schema-redirect';
import { fallbackSite } from './last-site';

/** Paths the spec puts outside any site (/recruitmentview/..., /recruitUnitList) open in the last site used. */
export function LastSiteRedirect({ pc, h5 }: { pc: string; h5: string }) {
  const params = useParams();
  const { search } = useLocation();
  const site = fallbackSite();
  const target = fillTarget(site.terminal === 'pc' ? pc : h5, params);
  return <Navigate to={`${site.variantBase}/${target}${search}`} replace />;
}
