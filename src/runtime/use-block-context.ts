import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { BlockContext } from './block-props';
import { readUser } from '@/src/session/token-store';
import { useRuntime } from './runtime-context';

/** An absolute path stays as it is; anything else is relative to the variant base. */
export function toHref(variantBase: string, to: string): string {
  if (to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\')) return to;
  return `${variantBase}/${to.replace(/^\.?\/+/, '')}`;
}

export function useBlockContext(): BlockContext {
  const runtime = useRuntime();
  const params = useParams();
  const [query, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  return useMemo<BlockContext>(() => {
    const href = (to: string) => toHref(runtime.site.variantBase, to);
    return {
      site: runtime.site,
      siteFile: runtime.siteFile,
      params,
      query,
      locale: runtime.locale,
      t: runtime.t,
      href,
      setQuery: (patch) =>
        setSearchParams((current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        }),
      navigate: (to, options) => navigate(href(to), options),
      // read at each navigation: a login or logout elsewhere in the app shows on the next page
      user: readUser(runtime.site.portalId),
      loginPath: runtime.loginPath,
      homePath: runtime.homePath,
      timeZone: runtime.timeZone,
    };
  }, [runtime, params, query, setSearchParams, navigate]);
}
