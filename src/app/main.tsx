import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import './global.css';

declare global {
  interface Window {
    /** a page may supply its own router base (spec point 2); "/" otherwise */
    routerBase?: string;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter basename={window.routerBase ?? '/'}>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
