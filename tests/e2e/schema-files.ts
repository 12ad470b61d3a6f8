// What the e2e tests read from schemas/: the four route files, expanded to concrete URLs, and the zh-CN
// texts the pages show (so that the tests follow the schemas when an operator rewords a message).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Block, PageFile, RouteFile, RouteNode, Text } from '@/src/core/schema-types';
import { ROOT } from './server';

export interface Variant {
  portalId: string;
  template: 'default' | 'army';
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

/**
 * Sample values of route params, by name; the demo data has ids from 1 in every table. `backUrl` is one
 * path segment: an encoded same-origin path.
 */
export function sampleParams(v: Variant): Record<string, string> {
  return {
    portalType: '1',
    id: '1',
    unitId: 'searchAll',
    parentId: '1',
    src: 'social',
    backUrl: encodeURIComponent(`${variantBase(v)}/${v.terminal === 'pc' ? 'home' : 'layout/home'}`),
    useId: '1',
    applyId: '1',
    deliveryId: '1',
    partId: '1',
    activeKey: 'info',
    searchType: 'all',
    token: 'projectNotice3306',
  };
}

/**
 * Values that differ for one route pattern (matched against the full pattern); the first match wins.
 * Kept short on purpose: a page must cope with the plain samples above.
 */
const PATTERN_PARAMS: Array<[RegExp, Record<string, string>]> = [];

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

export function paramsFor(v: Variant, pattern: string): Record<string, string> {
  const own = PATTERN_PARAMS.find(([re]) => re.test(pattern))?.[1] ?? {};
  return { ...sampleParams(v), ...own };
}

/** The concrete path (from the site root) of one route of a variant. */
export function routeUrl(v: Variant, pattern: string): string {
  const rest = fillPattern(pattern, paramsFor(v, pattern));
  return rest ? `${variantBase(v)}/${rest}` : variantBase(v);
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
