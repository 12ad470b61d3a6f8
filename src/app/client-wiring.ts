import { configureClient } from '@/src/api/client-config';
import type { ClientSite } from '@/src/api/client-config';
import type { Notifier } from '@/renderers/registry';

type Navigate = (url: string) => void;

/** Points the one API client at a site, a terminal's notifier and the router's navigation. */
export function wireClient(site: ClientSite, notifier: Notifier, navigate: Navigate): void {
  configureClient({
    getSite: () => site,
    notifier,
    location: {
      pathname: () => window.location.pathname,
      search: () => window.location.search,
      reload: (url) => window.location.assign(url),
      navigate: (url) => navigate(url),
    },
  });
}
