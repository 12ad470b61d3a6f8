// What the e2e tests read from schemas/: the four route files, expanded to concrete URLs, and the zh-CN
// texts the pages show (so that the tests follow the schemas when an operator rewords a message).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Block, PageFile, RouteFile, RouteNode, Text } from '@/src/core/schema-types';
import { ROOT } from './server';

export interface Variant {
  portalId: string;
  /** default and army; a test's own template (made-template.test.ts) */
  template: string;
  terminal: 'pc' | 'h5';
  /** the channel of the demo portals that maps to this terminal */
  channel: 'pc' | 'h5';
  viewport: 'desktop' | 'phone';
}

export const VARIANTS: Variant[] = [
  { portalId: '1001', template: 'default', terminal: 'pc', channel: 'pc', viewport: 'desktop' },
  { portalId: '1001', template: 'default', terminal: 'h5', channel: 'h5', viewport: 'phone' },
  { portalId: '1002', template: 'army', terminal: 'pc', channel: 'pc', viewport: 'desktop' },
  { portalId: '1002', template: 'army', terminal: 'h5', channel: 'h5', viewport: 'phone' },
];

export const variantName = (v: Variant) => `${v.template}.${v.terminal}`;

/** /site/1/{portalId}/portal/{channel}/{template}/{terminal} */
export const variantBase = (v: Variant) => `/site/1/${v.portalId}/portal/${v.channel}/${v.template}/${v.terminal}`;

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

export function routeFilePath(v: Pick<Variant, 'template' | 'terminal'>): string {
  return join(ROOT, 'schemas', 'routes', `${v.template}.${v.terminal}.json`);
}

export function readRouteFile(v: Pick<Variant, 'template' | 'terminal'>): RouteFile {
  return readJson<RouteFile>(routeFilePath(v));
}

export function readPage(id: string): PageFile | null {
  const file = join(ROOT, 'schemas', 'pages', `${id}.json`);
  return existsSync(file) ? readJson<PageFile>(file) : null;
}

export interface FlatRoute {
  /** the route's full pattern relative to the variant base, e.g. "layout/notice/:id" ("" = the base) */
  pattern: string;
  page?: string;
  redirect?: string;
  keepQuery?: boolean;
}

/** Every route of the tree that shows a page or redirects, with its full pattern. Groups alone are skipped. */
export function flattenRoutes(nodes: RouteNode[], prefix = ''): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const node of nodes) {
    const pattern = [prefix, node.path].filter(Boolean).join('/');
    if (node.page || node.redirect) out.push({ pattern, page: node.page, redirect: node.redirect, keepQuery: node.keepQuery });
    if (node.children) out.push(...flattenRoutes(node.children, pattern));
  }
  return out;
}

/** Ids of the demo data of one portal, read from the API (each portal has its own rows; ids are global). */
export interface DemoIds {
  positionId: string;
  noticeId: string;
  activityId: string;
  unitId: string;
}

async function firstId(baseUrl: string, portalId: string, method: 'GET' | 'POST', path: string): Promise<string> {
  const response = await fetch(`${baseUrl}/pt${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'qx-portal': portalId },
    // oxlint-disable-next-line unicorn/no-invalid-fetch-options -- a GET sends no body: it is undefined then
    body: method === 'POST' ? JSON.stringify({ page: 1, pageSize: 1 }) : undefined,
  });
  const body = (await response.json()) as { success?: boolean; data?: { list?: Array<{ id: number | string }> } | Array<{ id: number | string }> };
  const list = Array.isArray(body.data) ? body.data : body.data?.list;
  if (!body.success || !list?.length) throw new Error(`${method} /pt${path} for portal ${portalId} gave no rows`);
  return String(list[0].id);
}

const demoIds = new Map<string, Promise<DemoIds>>();

/** The first position, notice, activity and unit of a portal (cached per server and portal). */
export function fetchDemoIds(baseUrl: string, portalId: string): Promise<DemoIds> {
  const key = `${baseUrl} ${portalId}`;
  if (!demoIds.has(key)) {
    demoIds.set(
      key,
      (async () => ({
        positionId: await firstId(baseUrl, portalId, 'POST', '/portal/rest/careers/search'),
        noticeId: await firstId(baseUrl, portalId, 'POST', '/portal/notice/search'),
        activityId: await firstId(baseUrl, portalId, 'POST', '/portal/rest/activity/search'),
        unitId: await firstId(baseUrl, portalId, 'GET', '/portal/rest/careers/allenterprise'),
      }))(),
    );
  }
  return demoIds.get(key)!;
}

/** Ids that work everywhere before the API has been asked (ids start at 1 in every table). */
export const PLAIN_IDS: DemoIds = { positionId: '1', noticeId: '1', activityId: '1', unitId: '1' };

/**
 * Sample values of route params, by name. `backUrl` is one path segment: an encoded same-origin path.
 * `id` names a different thing per route: see `paramsFor`.
 */
export function sampleParams(v: Variant, ids: DemoIds = PLAIN_IDS): Record<string, string> {
  return {
    portalType: '1',
    id: ids.positionId,
    unitId: ids.unitId,
    parentId: ids.unitId,
    src: 'social',
    backUrl: encodeURIComponent(`${variantBase(v)}/${v.terminal === 'pc' ? 'home' : 'layout/home'}`),
    useId: '1',
    applyId: ids.positionId,
    deliveryId: '1',
    // the publishing workspace's draft, position and activity (a guest sees the sign-in prompt in their place)
    draftId: '1',
    positionId: ids.positionId,
    // the workspace's published notice
    noticeId: ids.noticeId,
    activityId: ids.activityId,
    // the admin workspace's account (its unit is unitId's)
    userId: '1',
    partId: '1',
    activeKey: 'info',
    searchType: 'all',
    token: 'projectNotice3306',
  };
}

/**
 * What `:id` (and `:unitId`) mean on each kind of route, matched against the full pattern; first match wins.
 * Position lists read `:id` as the recruitment type and `:unitId` as a unit or "searchAll", as the app's own
 * links write them (recruitment/all/searchAll, recruitment/social/{unitId}).
 */
const PATTERN_PARAMS: Array<[RegExp, (ids: DemoIds) => Record<string, string>]> = [
  [/(^|\/)notice\/:id/, (ids) => ({ id: ids.noticeId })],
  [/(^|\/)(applyActivity|activityresumeedit|campus\/fair|social\/fair)\/:id/, (ids) => ({ id: ids.activityId })],
  [/(^|\/)recruitmentc?\/:id\/:unitId/, () => ({ id: 'social', unitId: 'searchAll' })],
  [/(^|\/)recruitmentc?\/:id$/, () => ({ id: 'social' })],
  [/(^|\/)recruitmentlist\/:id\/:parentId/, () => ({ id: 'social' })],
];

/** Query strings some pages need to show anything (a detail that reads its id from the query). */
const PATTERN_QUERY: Array<[RegExp, (ids: DemoIds) => string]> = [
  [/(^|\/)frontpagedetail$/, (ids) => `?id=${ids.noticeId}`],
  [/(^|\/)companyview$/, (ids) => `?unitId=${ids.unitId}`],
  [/(^|\/)schoolrecruitment\/detail$/, (ids) => `?id=${ids.activityId}`],
];

export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1).replace(/\?$/, '');
      const value = params[name];
      if (value === undefined) throw new Error(`no sample value for route param ":${name}"`);
      return value;
    })
    .join('/');
}

export function paramsFor(v: Variant, pattern: string, ids: DemoIds = PLAIN_IDS): Record<string, string> {
  const own = PATTERN_PARAMS.find(([re]) => re.test(pattern))?.[1](ids) ?? {};
  return { ...sampleParams(v, ids), ...own };
}

/** The concrete path (from the site root, with the query the page needs) of one route of a variant. */
export function routeUrl(v: Variant, pattern: string, ids: DemoIds = PLAIN_IDS): string {
  const rest = fillPattern(pattern, paramsFor(v, pattern, ids));
  const query = PATTERN_QUERY.find(([re]) => re.test(pattern))?.[1](ids) ?? '';
  return `${rest ? `${variantBase(v)}/${rest}` : variantBase(v)}${query}`;
}

// ---- texts ----

let catalogue: Record<string, string> | null = null;

/** All zh-CN message catalogues merged (schemas/locales/zh-CN/*.json). */
export function zhCatalogue(): Record<string, string> {
  if (catalogue) return catalogue;
  const dir = join(ROOT, 'schemas', 'locales', 'zh-CN');
  const merged: Record<string, string> = {};
  for (const name of existsSync(dir) ? readdirSync(dir).sort() : []) {
    if (!name.endsWith('.json')) continue;
    for (const [key, value] of Object.entries(readJson<Record<string, unknown>>(join(dir, name)))) {
      if (!key.startsWith('$') && typeof value === 'string') merged[key] = value;
    }
  }
  catalogue = merged;
  return merged;
}

/** A schema text as the zh-CN page shows it, with its {placeholders} cut off (they vary). */
export function zh(text: Text | undefined): string {
  if (text === undefined) return '';
  const value = typeof text === 'string' ? (zhCatalogue()[text] ?? text) : (text['zh-CN'] ?? '');
  return value;
}

/** The constant part of a message: the longest run of text between {placeholders}. */
export function fixedPart(message: string): string {
  return message
    .split(/\{[^}]*\}/)
    .map((s) => s.trim())
    .sort((a, b) => b.length - a.length)[0];
}

function findBlocks(blocks: Block[] | undefined, type: string): Block[] {
  const out: Block[] = [];
  for (const block of blocks ?? []) {
    if (block.type === type) out.push(block);
    out.push(...findBlocks(block.blocks, type));
  }
  return out;
}

/**
 * What the 404 page of a variant shows: the title of the message block of its notFound page (falls back to
 * the usual 404 words while the page schema does not exist yet).
 */
export function notFoundTexts(pageId = 'not-found'): string[] {
  const page = readPage(pageId);
  const texts: string[] = [];
  for (const block of findBlocks(page?.blocks, 'message')) {
    const title = block.props?.title as Text | undefined;
    if (title && !(typeof title === 'string' && title.startsWith('$'))) texts.push(zh(title));
  }
  const found = texts.filter(Boolean);
  return found.length ? found : ['页面不存在'];
}

/** Texts that mean the runtime could not draw the page: never expected on a route that exists. */
export function brokenPageTexts(): string[] {
  return [
    'runtime.blockUnavailable',
    'runtime.blockFailed',
    'runtime.pageMissing.title',
    'runtime.loadFailed.title',
    'runtime.siteMissing.title',
    'runtime.badUrl.title',
  ]
    .map((key) => zhCatalogue()[key])
    .filter((text): text is string => !!text);
}
