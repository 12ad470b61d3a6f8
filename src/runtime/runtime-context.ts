import { createContext, useContext } from 'react';
import type { SiteFile } from '@/src/core/schema-types';
import type { Translate } from '@/src/core/translate';
import type { SiteContext } from '@/src/site/site-context';
import type { BlockResolver, RenderTarget } from './resolver';

export interface RuntimeValue {
  resolver: BlockResolver;
  target: RenderTarget;
  site: SiteContext;
  siteFile: SiteFile;
  locale: string;
  t: Translate;
  /** the login page of the variant, relative to its base */
  loginPath: string;
  /** the home page of the variant, relative to its base (the route file's "home") */
  homePath: string;
  /** the portal's IANA zone: every date and time is shown on its clock */
  timeZone: string;
  /** true in a development build: unknown blocks draw a visible box */
  dev: boolean;
}

export const RuntimeContext = createContext<RuntimeValue | null>(null);

export function useRuntime(): RuntimeValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('useRuntime outside a RuntimeContext provider');
  return value;
}
