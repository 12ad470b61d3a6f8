import { createContext, useContext } from 'react';
import type { Messages } from '@/src/core/translate';
import type { SiteResources } from './load-site';

/**
 * What a page rendered on the server starts with, so that hydration waits for nothing: the locale's catalogues and the variant's
 * resources. On the server it comes by context (one per request); in the browser main.tsx primes it from the page
 * before hydrating, so that the first render draws what the server drew.
 */
export interface PrimedApp {
  locale: string;
  catalogues: Record<string, Messages>;
  /** the variant the page belongs to */
  variantBase: string;
  resources: SiteResources;
}

export const ServerAppContext = createContext<PrimedApp | null>(null);

let primed: PrimedApp | null = null;

export function primeApp(value: PrimedApp): void {
  primed = value;
}

export function usePrimedApp(): PrimedApp | null {
  return useContext(ServerAppContext) ?? primed;
}
