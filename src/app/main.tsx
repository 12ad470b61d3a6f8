import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { keepLocaleCookie } from '@/src/i18n/locale';
import { BOOT_STATE_ID, type BootState } from '@/src/core/boot-state';
import { holdEarlyClicks } from './early-clicks';
import './global.css';

declare global {
  interface Window {
    /** a page may supply its own router base, as the spec allows; "/" otherwise */
    routerBase?: string;
  }
}

keepLocaleCookie();
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter basename={window.routerBase ?? '/'}>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// A page the server rendered is hydrated when this browser would draw it the same (else React would find differences); any other
// page, or one this visitor sees otherwise (another language, signed in), is drawn afresh.
const boot = document.getElementById(BOOT_STATE_ID)?.textContent;

function hydrate(state: BootState, early: { release: () => void }) {
  // in the site's chunk, which a rendered page needs first anyway
  import('./site-app')
    .then(({ prepareHydration }) => prepareHydration(state))
    .then(
      (same) => {
        early.release();
        if (!same) return createRoot(container).render(app);
        // as a transition, React hydrates in slices that leave the page free to answer a tap (no long task);
        // named, so that a test (and a person reading the console) sees any difference from the server's page
        startTransition(() => {
          hydrateRoot(container, app, { onRecoverableError: (error) => console.error("hydration: the page differed from the server's", error) });
        });
      },
      () => {
        early.release();
        createRoot(container).render(app);
      },
    );
}

if (boot) {
  // after the server's page is painted: its chunks and hydration's work do not delay that first paint (a tab
  // opened in the background paints nothing and would never run an animation frame: it goes on at once)
  const early = holdEarlyClicks(container);
  const start = () => setTimeout(() => hydrate(JSON.parse(boot) as BootState, early), 0);
  if (document.visibilityState === 'visible') requestAnimationFrame(start);
  else start();
} else {
  createRoot(container).render(app);
}
