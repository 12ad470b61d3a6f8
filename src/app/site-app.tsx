import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useRoutes } from 'react-router-dom';
import type { RouteFile } from '@/src/core/schema-types';
import { buildRoutes } from '@/src/runtime/build-routes';
import { DelayedSpinner } from '@/src/runtime/delayed-spinner';
import { SchemaLoadError } from '@/src/runtime/schema-source';
import { parseSiteUrl } from '@/src/site/parse-site-url';
import type { SiteContext } from '@/src/site/site-context';
import { rememberSite } from './last-site';
import { loadSite, type SiteResources } from './load-site';
import { usePrimedApp } from './primed-app';
import { RuntimeShell } from './runtime-shell';
import { StandaloneMessage } from './standalone';
import { TerminalMissingError, TerminalMissingMessage } from './terminal-missing';
import { useCatalogues } from './use-catalogues';

// main.tsx loads it from this chunk: a rendered page needs this chunk first anyway
export { prepareHydration } from './prepare-hydration';

function SiteRoutes({ routeFile, variantBase }: { routeFile: RouteFile; variantBase: string }) {
  const routes = useMemo(() => buildRoutes(routeFile, variantBase), [routeFile, variantBase]);
  return useRoutes(routes);
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; resources: SiteResources }
  | { status: 'failed'; missing: boolean }
  | { status: 'no-terminal'; error: TerminalMissingError };

function SiteLoader({ site }: { site: SiteContext }) {
  const navigate = useNavigate();
  const { locale, catalogues } = useCatalogues();
  const primed = usePrimedApp();
  // a page the server rendered starts ready, with the resources it was drawn with
  const [state, setState] = useState<State>(() =>
    primed?.variantBase === site.variantBase ? { status: 'ready', resources: primed.resources } : { status: 'loading' },
  );
  useEffect(() => {
    let live = true;
    loadSite(site, navigate).then(
      (resources) => {
        if (!live) return;
        rememberSite(site);
        setState((current) => (current.status === 'ready' ? current : { status: 'ready', resources }));
      },
      (error: unknown) => {
        if (error instanceof TerminalMissingError) {
          if (live) setState({ status: 'no-terminal', error });
          return;
        }
        // the site config load logs 获取配置失败 itself; a schema or chunk failure is told here
        if (!(error instanceof Error && error.name === 'BizError')) console.warn('site could not start', error);
        const missing = error instanceof SchemaLoadError && error.status === 404;
        if (live) setState({ status: 'failed', missing });
      },
    );
    return () => {
      live = false;
    };
  }, [site]); // eslint-disable-line react-hooks/exhaustive-deps

  if (state.status === 'no-terminal') return <TerminalMissingMessage error={state.error} />;
  if (state.status === 'failed') {
    return state.missing ? (
      <StandaloneMessage icon="error" title="runtime.siteMissing.title" description="runtime.siteMissing.description" />
    ) : (
      <StandaloneMessage icon="error" title="runtime.loadFailed.title" description="runtime.loadFailed.description" action={{ text: 'runtime.retry', to: site.variantBase }} />
    );
  }
  if (state.status === 'loading' || !catalogues) return <DelayedSpinner />;
  const { kit, siteFile, routeFile, timeZone } = state.resources;
  return (
    <RuntimeShell site={site} siteFile={siteFile} kit={kit} locale={locale} catalogues={catalogues} loginPath={routeFile.login} homePath={routeFile.home} timeZone={timeZone}>
      <SiteRoutes routeFile={routeFile} variantBase={site.variantBase} />
    </RuntimeShell>
  );
}

/** /site/{portalType}/{portalId}/{domain}/{channel}/{template}/{terminal}/...: one site variant. */
export default function SiteApp() {
  const { pathname } = useLocation();
  const parsed = parseSiteUrl(pathname);
  const site = parsed.ok && parsed.kind === 'site' ? parsed.site : null;
  const key = site?.variantBase ?? '';
  const stableSite = useMemo(() => site, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!stableSite) {
    const segment = parsed.ok ? '' : (parsed.value ?? parsed.segment ?? pathname);
    return <StandaloneMessage icon="error" title="runtime.badUrl.title" description="runtime.badUrl.description" vars={{ segment }} />;
  }
  return <SiteLoader key={key} site={stableSite} />;
}
