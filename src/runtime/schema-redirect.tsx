import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useServerRender } from './server-render';

/** Fills ":name" segments of a target from the matched params; the target is relative to the variant base. */
export function fillTarget(to: string, params: Record<string, string | undefined>): string {
  return to
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)] ?? '') : segment))
    .join('/');
}

export function SchemaRedirect({ base, to, keepQuery }: { base: string; to: string; keepQuery?: boolean }) {
  const params = useParams();
  const location = useLocation();
  const target = `${base}/${fillTarget(to, params)}${keepQuery ? location.search : ''}`;
  const render = useServerRender();
  // oxlint-disable-next-line react/immutability -- the server render's record of the page: the server answers with this redirect
  if (render) render.redirect ??= target;
  return <Navigate to={target} replace />;
}
