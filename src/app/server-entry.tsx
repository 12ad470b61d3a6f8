import { createCache, extractStyle } from '@ant-design/cssinjs';
import { keptZoneOffsetSpan } from '@/src/core/zone-offset-span';
import { DEFAULT_LOCALE } from '@/src/core/locale';
import { fetchSchema, setServerSchemaSource } from '@/src/runtime/schema-source';
import type { ServerAnswer, ServerRender } from '@/src/runtime/server-render';
import { parseSiteUrl } from '@/src/site/parse-site-url';
import { isSubjectCall } from '@/src/core/endpoints';
import { NO_VARIANT, primedFor } from './server/primed-for';
import { loadKit } from './load-kit';
import type { RankedEntry } from '@/src/core/renderer-rank';
import { pageCalls, timeAt } from './server/server-calls';
import { renderStream } from './server/render-stream';
import { laterStyles, modulesOf, newRender, treeOf, type StyleCache } from './server/page-tree';
import { headTags, pickHead } from './server/server-head';
import { renderToText } from './server/render-to-text';
import { themeStyle } from './server/theme-style';
import type { PageShell, RenderRequest, RenderResult } from '@/src/core/render-types';

export { setServerSchemaSource };

/**
 * The renderer entries of each terminal, as the browser ranks them (the templates' overrides among them): the server
 * refuses a live schema change that names a block no renderer draws, as schemas:check does.
 */
export async function rendererEntries(): Promise<Record<'pc' | 'h5', RankedEntry[]>> {
  const [pc, h5] = await Promise.all([loadKit('pc'), loadKit('h5')]);
  const plain = (entries: RankedEntry[]) => entries.map(({ type, template, terminal }) => ({ type, template, terminal }));
  return { pc: plain(pc.entries), h5: plain(h5.entries) };
}

export type { PageShell, RenderRequest, RenderResult } from '@/src/core/render-types';

const MAX_PASSES = 4;

/**
 * One public page of a site variant, drawn by the same runtime as in the browser, so the browser can hydrate it. Passes drawn
 * whole gather the blocks' calls until every answer came, or until the shell's time is up (a detail block, which
 * writes the head, is waited for up to the budget). A page whose calls are still out then streams: its shell goes
 * out with those blocks loading, and each follows when its answer comes, until the budget is spent.
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const pathname = request.url.split('?')[0];
  const parsed = parseSiteUrl(pathname);
  if (!parsed.ok || parsed.kind !== 'site') return { kind: 'shell', reason: 'not a site page' };
  const site = parsed.site;
  const prepared = await primedFor(site, request.send, request.locale || DEFAULT_LOCALE);
  if (typeof prepared === 'string') return { kind: 'shell', reason: prepared, status: prepared === NO_VARIANT ? 404 : undefined };
  const { primed, siteConfig } = prepared;
  const href = request.origin + request.url;
  // 404 for the route file's page of unknown paths, and for a page whose subject the API says does not exist
  const statusOf = (render: ServerRender) =>
    render.schemas.has(`pages/${primed.resources.routeFile.notFound}.json`) || [...render.answers.values()].some((answer) => 'missing' in answer && answer.missing)
      ? 404
      : 200;
  // a page that names its subject waits for it before its status and shell go out: whether it exists decides both
  const subjectWanted = (render: ServerRender) => [...render.wanted.values()].some((call) => isSubjectCall(call.name));
  const started = Date.now();
  const deadline = started + (request.budgetMs ?? 1500);
  const shellAt = Math.min(deadline, started + (request.shellMs ?? 300));
  const answers = new Map<string, ServerAnswer>();
  const calls = pageCalls(request.send, site, answers);
  let whole: { render: ServerRender; html: string; cache: StyleCache } | null = null;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const render = newRender(new Map(answers), href);
    const cache = createCache();
    const out = await renderToText(treeOf(render, primed, cache, request.url));
    if (out.errors.length) return { kind: 'shell', reason: `render error: ${(out.errors[0] as Error)?.stack ?? String(out.errors[0])}` };
    if (render.shellOnly) return { kind: 'shell', reason: render.shellOnly };
    if (render.redirect) return { kind: 'redirect', location: render.redirect };
    if (pass === 0 && !subjectWanted(render)) request.onStatus?.(statusOf(render));
    whole = { render, html: out.html, cache };
    if (render.wanted.size === 0 || pass === MAX_PASSES - 1) break;
    const until = render.headPending || subjectWanted(render) ? deadline : shellAt;
    if (Date.now() >= until || !(await calls.settle(render.wanted, until))) {
      whole = null;
      break;
    }
  }
  const onHtml = request.onHtml ?? ((piece: string) => void (collected += piece));
  let collected = '';
  let render: ServerRender;
  let cache: StyleCache;
  const shellOf = (): PageShell => ({
    status: statusOf(render),
    head: ((head) => (head ? headTags(head, href) : ''))(pickHead(render.heads)),
    styles: `${themeStyle(primed.resources.siteFile)}\n    ${extractStyle(cache, { once: true })}`,
    modules: modulesOf(site.terminal, render),
    catalogues: Object.keys(primed.catalogues),
  });
  let shell: PageShell | undefined;
  const onShell = () => {
    shell = shellOf();
    request.onShell?.(shell);
  };
  let failed = false;
  if (whole) {
    ({ render, cache } = whole);
    onShell();
    onHtml(whole.html, modulesOf(site.terminal, render));
  } else {
    // the streamed pass reads the answers as they land, and waits for the ones still out
    render = newRender(answers, href);
    cache = createCache();
    const stream = { late: false, over: () => Date.now() >= deadline, wait: (key: string, call: { name: string; params: Record<string, unknown> }) => {
      stream.late = true;
      return Promise.race([calls.want(key, call), timeAt(deadline)]).then(() => undefined);
    } };
    render.stream = stream;
    const shell = render;
    const out = await renderStream(treeOf(render, primed, cache, request.url), {
      nonce: request.nonce,
      onShell,
      // the styles of what a late part draws go before it
      onHtml: (piece) => onHtml(laterStyles(cache) + piece, modulesOf(site.terminal, shell)),
    });
    failed = out.errors.length > 0;
  }
  const data: Record<string, unknown> = {};
  for (const [key, answer] of render.answers) if ('data' in answer) data[key] = answer.data;
  const schemas: Record<string, unknown> = {};
  for (const path of render.schemas) schemas[path] = await fetchSchema(path);
  const complete = !failed && render.wanted.size === 0 && [...render.answers.values()].every((answer) => 'data' in answer);
  const { siteFile, routeFile, timeZone } = primed.resources;
  if (!shell) return { kind: 'shell', reason: 'the shell was never drawn' };
  return {
    kind: 'page',
    complete,
    late: Boolean(render.stream?.late),
    streamed: Boolean(request.onHtml),
    status: shell.status,
    html: collected,
    head: shell.head,
    styles: shell.styles,
    boot: {
      variantBase: site.variantBase,
      locale: primed.locale,
      siteFile,
      routeFile,
      timeZone,
      timeZoneSpan: keptZoneOffsetSpan(timeZone),
      siteConfig,
      catalogues: shell.catalogues,
      schemas,
      answers: data,
      blocks: [...render.blocks],
    },
    modules: shell.modules,
  };
}

