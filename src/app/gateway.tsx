import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { RouteFile } from '@/src/core/schema-types';
import { fetchSchema } from '@/src/runtime/schema-source';
import { DelayedSpinner } from '@/src/runtime/delayed-spinner';
import { parseSiteUrl } from '@/src/site/parse-site-url';
import { loadSiteConfig } from '@/src/site/site-config';
import { siteBasePath } from '@/src/site/site-context';
import { commonKit } from './common-kit';
import { wireClient } from './client-wiring';
import { StandaloneMessage } from './standalone';

type State = { status: 'loading' } | { status: 'ready'; to: string } | { status: 'failed' };

/** /gw/{portalType}/{portalId}/{domain}/{channel}: loads the site config and enters the variant's home. */
export function Gateway() {
  const location = useLocation();
  const navigate = useNavigate();
  const parsed = parseSiteUrl(location.pathname);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!parsed.ok || parsed.kind !== 'gateway') return;
    const base = parsed.base;
    wireClient(base, commonKit.notifier, navigate);
    let live = true;
    (async () => {
      const config = await loadSiteConfig(base);
      const terminal = config.channelMap[base.channel] ?? 'h5';
      const routes = await fetchSchema<RouteFile>(`routes/${config.template}.${terminal}.json`);
      const to = `${siteBasePath(base)}/${config.template}/${terminal}/${routes.home}${location.search}`;
      if (live) setState({ status: 'ready', to });
    })().catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!parsed.ok || parsed.kind !== 'gateway') {
    const segment = parsed.ok ? '' : (parsed.segment ?? location.pathname);
    return <StandaloneMessage icon="error" title="runtime.badUrl.title" description="runtime.badUrl.description" vars={{ segment }} />;
  }
  if (state.status === 'ready') return <Navigate to={state.to} replace />;
  if (state.status === 'failed') return <StandaloneMessage icon="error" title="runtime.siteMissing.title" description="runtime.siteMissing.description" />;
  return <DelayedSpinner label="…" />;
}
