import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Notifier } from '@/renderers/registry';

/**
 * A notice does not outlive its page: each route change closes the notices shown on another page (a
 * notice about the last page misleads on this one). The browser's pathname is compared (the router's base included), as the notifiers record it.
 */
export function usePageNotices(notifier: Notifier): void {
  const { pathname } = useLocation();
  useEffect(() => {
    notifier.clear(globalThis.location?.pathname ?? pathname);
  }, [notifier, pathname]);
}
