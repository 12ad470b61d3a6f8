import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { BlockContext } from './block-props';
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
    };
  }, [runtime, params, query, setSearchParams, navigate]);
}
