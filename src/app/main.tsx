import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { BOOT_STATE_ID, type BootState } from './boot-state';
import './global.css';

declare global {
  interface Window {
    /** a page may supply its own router base (spec point 2); "/" otherwise */
    routerBase?: string;
  }
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter basename={window.routerBase ?? '/'}>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// A page the server rendered is hydrated when this browser would draw it the same (issue 14 item 1); any other
// page, or one this visitor sees otherwise (another language, signed in), is drawn afresh.
const boot = document.getElementById(BOOT_STATE_ID)?.textContent;
if (boot) {
  // in the site's chunk, which a rendered page needs first anyway
  import('./site-app')
    .then(({ prepareHydration }) => prepareHydration(JSON.parse(boot) as BootState))
    .then(
      (same) =>
        same
          ? // named, so that a test (and a person reading the console) sees any difference from the server's page
            hydrateRoot(container, app, { onRecoverableError: (error) => console.error("hydration: the page differed from the server's", error) })
          : createRoot(container).render(app),
      () => createRoot(container).render(app),
    );
} else {
  createRoot(container).render(app);
}
