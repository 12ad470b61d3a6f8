// The app as the server draws a page with it, and what a drawing leaves behind (the calls its blocks wanted, the modules it drew).
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ServerRenderContext, type ServerAnswer, type ServerRender } from '@/src/runtime/server-render';
import { AppRoutes } from '../app-routes';
import { ServerAppContext, type PrimedApp } from '../primed-app';

export type StyleCache = ReturnType<typeof createCache>;

export function newRender(answers: Map<string, ServerAnswer>, href: string): ServerRender {
  return { answers, wanted: new Map(), heads: [], modules: new Set(), blocks: new Set(), schemas: new Set(), shellOnly: null, redirect: null, href, headPending: false, stream: null };
}

export function treeOf(render: ServerRender, primed: PrimedApp, cache: StyleCache, url: string) {
  return (
    <ServerRenderContext.Provider value={render}>
      <ServerAppContext.Provider value={primed}>
        <StyleProvider cache={cache}>
          <StrictMode>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </StrictMode>
        </StyleProvider>
      </ServerAppContext.Provider>
    </ServerRenderContext.Provider>
  );
}

// antd's styles first drawn by a late part, without the map of drawn styles that antd writes with them: the
// browser reads the head's map, and a later one would tell it that the head's styles are missing
const CACHE_MAP = /<style[^>]*data-ant-cssinjs-cache-path[^>]*>[\s\S]*?<\/style>/g;
export function laterStyles(cache: StyleCache): string {
  return extractStyle(cache, { once: true }).replace(CACHE_MAP, '');
}

/** The kit's module (what loadKit imports, the manifest's key of its chunk) and the modules the render drew. */
export function modulesOf(terminal: string, render: ServerRender): string[] {
  return [terminal === 'pc' ? 'src/app/pc-kit.ts' : 'src/app/h5-kit.ts', ...render.modules];
}
