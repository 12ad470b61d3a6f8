import type { Terminal } from '@/src/core/schema-types';
import type { SiteBase } from '@/src/site/site-context';

export type NoticeLevel = 'info' | 'success' | 'warning' | 'error';

/**
 * How the client shows things; the app wires it to antd (pc: notification box) or antd-mobile
 * (h5: toast), so src/api carries no UI kit.
 */
export interface Notifier {
  notify(title: string, description: string, level: NoticeLevel, durationMs?: number): void;
  message(level: NoticeLevel, text: string, durationMs?: number): void;
  /** closes the open notices, but those shown at keepShownAt (a pathname) when it is given */
  clear?(keepShownAt?: string): void;
}

export interface ClientLocation {
  pathname(): string;
  /** "" or "?a=b" */
  search(): string;
  /** full page load of a same-origin URL */
  reload(url: string): void;
  /** in-app navigation to a same-origin URL */
  navigate(url: string): void;
}

/** A SiteContext fits; before the site config is loaded (gateway) template and terminal may be missing. */
export type ClientSite = SiteBase & { template?: string; terminal?: Terminal };

export interface ClientConfig {
  getSite: () => ClientSite | null;
  notifier: Notifier;
  location: ClientLocation;
  /** HTTP 412: fetch the user and token again; defaults to the session module's fetchUserAndToken */
  refreshSession: () => Promise<unknown>;
}

const consoleNotifier: Notifier = {
  notify: (title, description, level) => console[level === 'error' ? 'error' : 'warn'](`${title}: ${description}`),
  message: (level, text) => console[level === 'error' ? 'error' : 'warn'](text),
};

const browserLocation: ClientLocation = {
  pathname: () => globalThis.location?.pathname ?? '/',
  search: () => globalThis.location?.search ?? '',
  reload: (url) => globalThis.location?.assign(url),
  navigate: (url) => globalThis.location?.assign(url),
};

function defaults(): ClientConfig {
  return {
    getSite: () => null,
    notifier: consoleNotifier,
    location: browserLocation,
    // Imported lazily: the session module itself calls request(), a static import would be a cycle.
    refreshSession: () => import('@/src/session/session').then((m) => m.fetchUserAndToken()),
  };
}

let config: ClientConfig = defaults();

/** Sets the adapters; parts not given keep their current value. */
export function configureClient(patch: Partial<ClientConfig>): void {
  config = { ...config, ...patch };
}

export function resetClientConfig(): void {
  config = defaults();
}

export function clientConfig(): ClientConfig {
  return config;
}

export function currentSite(): ClientSite | null {
  return config.getSite();
}
