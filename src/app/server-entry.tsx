import { StrictMode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { keptZoneOffsetSpan } from '@/src/core/zone-offset-span';
import { DEFAULT_LOCALE } from '@/src/i18n/locale';
import { fetchSchema, setServerSchemaSource } from '@/src/runtime/schema-source';
import { ServerRenderContext, type ServerAnswer, type ServerRender } from '@/src/runtime/server-render';
import { parseSiteUrl } from '@/src/site/parse-site-url';
import { AppRoutes } from './app-routes';
import { ServerAppContext } from './primed-app';
import { NO_VARIANT, primedFor } from './server/primed-for';
import { answerAll, type SendCall } from './server/server-calls';
import { headTags, pickHead } from './server/server-head';
import { renderToText } from './server/render-to-text';
import { themeStyle } from './server/theme-style';
import type { BootState } from './boot-state';

export { setServerSchemaSource };

export interface RenderRequest {
  /** path and query, as asked */
  url: string;
  /** the address the browser asked at (protocol and host) */
  origin: string;
  /** the visitor's locale, as their browser keeps it (checked by the server); zh-CN when absent */
  locale?: string;
  send: SendCall;
  /** how long the blocks' data may take before the page is drawn with what came (ms) */
  budgetMs?: number;
  /**
   * Told the page's status once the first pass has drawn it without data (a 404 is known then), so that the
   * first bytes go out before any slow call.
   */
  onStatus?: (status: number) => void;
}

export type RenderResult =
  /** the browser draws it; `status` when the address names nothing (404), else 200 */
  | { kind: 'shell'; reason: string; status?: number }
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      head: string;
      styles: string;
      boot: BootState;
      modules: string[];
      /** every block's data came, none failed: the page is what any guest would get now */
      complete: boolean;
    };

const MAX_PASSES = 4;

function newRender(answers: Map<string, ServerAnswer>, href: string): ServerRender {
  return { answers, wanted: new Map(), heads: [], modules: new Set(), blocks: new Set(), schemas: new Set(), shellOnly: null, redirect: null, href };
}

/** One public page of a site variant, drawn by the same runtime as in the browser (issue 14 item 1). */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const pathname = request.url.split('?')[0];
  const parsed = parseSiteUrl(pathname);
  if (!parsed.ok || parsed.kind !== 'site') return { kind: 'shell', reason: 'not a site page' };
  const site = parsed.site;
  const prepared = await primedFor(site, request.send, request.locale || DEFAULT_LOCALE);
  if (typeof prepared === 'string') return { kind: 'shell', reason: prepared, status: prepared === NO_VARIANT ? 404 : undefined };
  const { primed, siteConfig } = prepared;
  const href = request.origin + request.url;
  const kitModule = site.terminal === 'pc' ? 'renderers/pc/kit.ts' : 'renderers/h5/kit.ts';
  const deadline = Date.now() + (request.budgetMs ?? 1500);
  const answers = new Map<string, ServerAnswer>();
  let render = newRender(answers, href);
  let html = '';
  let cache = createCache();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    render = newRender(new Map(answers), href);
    cache = createCache();
    const tree = (
      <ServerRenderContext.Provider value={render}>
        <ServerAppContext.Provider value={primed}>
          <StyleProvider cache={cache}>
            <StrictMode>
              <StaticRouter location={request.url}>
                <AppRoutes />
              </StaticRouter>
            </StrictMode>
          </StyleProvider>
        </ServerAppContext.Provider>
      </ServerRenderContext.Provider>
    );
    const out = await renderToText(tree);
    if (out.errors.length) return { kind: 'shell', reason: `render error: ${(out.errors[0] as Error)?.stack ?? String(out.errors[0])}` };
    if (render.shellOnly) return { kind: 'shell', reason: render.shellOnly };
    if (render.redirect) return { kind: 'redirect', location: render.redirect };
    html = out.html;
    if (pass === 0) request.onStatus?.(render.schemas.has(`pages/${primed.resources.routeFile.notFound}.json`) ? 404 : 200);
    if (render.wanted.size === 0 || Date.now() >= deadline || pass === MAX_PASSES - 1) break;
    await answerAll(request.send, render.wanted, site, answers, deadline);
  }
  const { siteFile, routeFile, timeZone } = primed.resources;
  const notFound = render.schemas.has(`pages/${routeFile.notFound}.json`);
  const head = pickHead(render.heads);
  const data: Record<string, unknown> = {};
  for (const [key, answer] of render.answers) if ('data' in answer) data[key] = answer.data;
  const schemas: Record<string, unknown> = {};
  for (const path of render.schemas) schemas[path] = await fetchSchema(path);
  const complete = render.wanted.size === 0 && [...render.answers.values()].every((answer) => 'data' in answer);
  return {
    kind: 'page',
    complete,
    status: notFound ? 404 : 200,
    html,
    head: head ? headTags(head, href) : '',
    styles: `${themeStyle(siteFile)}\n    ${extractStyle(cache)}`,
    boot: {
      variantBase: site.variantBase,
      locale: primed.locale,
      siteFile,
      routeFile,
      timeZone,
      timeZoneSpan: keptZoneOffsetSpan(timeZone),
      siteConfig,
      catalogues: Object.keys(primed.catalogues),
      schemas,
      answers: data,
      blocks: [...render.blocks],
    },
    modules: [kitModule, ...render.modules],
  };
}
