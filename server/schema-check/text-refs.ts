import { isEndpointName } from '@/src/core/endpoints';
import type { Block, PageFile } from '@/src/core/schema-types';
import { joinPointer } from './json-pointer';

/** A text that is a message key: "page.home", "nav.userCenter" (not a path, not a plain word). */
export const MESSAGE_KEY = /^[a-z][\w-]*(\.[\w-]+)+$/;

/** The names $site.NAME can read (src/site/site-context.ts). */
export const SITE_NAMES = ['portalType', 'portalId', 'domain', 'channel', 'template', 'terminal'];

export interface Found {
  pointer: string;
  value: string;
  /** a reference with an alternative after it ("$route.activeKey|resume"): it may be absent */
  optional?: boolean;
}

/** The alternatives of a value: "$query.tab|$route.id|all" -> three. */
export function alternatives(value: string): string[] {
  return value.split('|');
}

/** Every message key in a value (a string, or nested objects and arrays of props). */
export function collectKeys(value: unknown, pointer: string, out: Found[] = []): Found[] {
  if (typeof value === 'string') {
    // an endpoint name in props (an action-form's submit call) looks like a key but is not one
    for (const alt of alternatives(value)) if (!alt.startsWith('$') && MESSAGE_KEY.test(alt) && !isEndpointName(alt)) out.push({ pointer, value: alt });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collectKeys(item, joinPointer(pointer, i), out));
  } else if (value && typeof value === 'object') {
    // a per-locale text object holds texts, not keys
    if (Object.prototype.hasOwnProperty.call(value, 'zh-CN')) return out;
    for (const [k, v] of Object.entries(value)) collectKeys(v, joinPointer(pointer, k), out);
  }
  return out;
}

/** Every "$scope.name" alternative in a value, with where it is. */
export function collectRefs(value: unknown, pointer: string, out: Found[] = []): Found[] {
  if (typeof value === 'string') {
    const alts = alternatives(value);
    alts.forEach((alt, i) => {
      if (alt.startsWith('$')) out.push({ pointer, value: alt, ...(i < alts.length - 1 ? { optional: true } : {}) });
    });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collectRefs(item, joinPointer(pointer, i), out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collectRefs(v, joinPointer(pointer, k), out);
  }
  return out;
}

/** Why a reference is malformed, or undefined when it is fine. */
export function refProblem(ref: string): string | undefined {
  const match = /^\$(\w+)\.([A-Za-z_]\w*)$/.exec(ref);
  if (!match) return `"${ref}" is not a reference: write $route.NAME, $query.NAME or $site.NAME`;
  const [, scope, name] = match;
  if (scope === 'route' || scope === 'query') return undefined;
  if (scope === 'site') {
    return SITE_NAMES.includes(name) ? undefined : `"${ref}": $site has ${SITE_NAMES.join(', ')}`;
  }
  return `"${ref}": the scope must be $route, $query or $site`;
}

export interface BlockVisit {
  block: Block;
  pointer: string;
}

/** Every block of a page, children included, with its pointer. */
export function walkBlocks(page: PageFile): BlockVisit[] {
  const out: BlockVisit[] = [];
  const walk = (blocks: Block[] | undefined, pointer: string) => {
    blocks?.forEach((block, i) => {
      const here = joinPointer(pointer, i);
      out.push({ block, pointer: here });
      walk(block.blocks, joinPointer(here, 'blocks'));
    });
  };
  walk(page.blocks, '/blocks');
  return out;
}

/** The $route names a page needs (data params and props), with where; one with a fallback after it is not needed. */
export function routeRefs(page: PageFile): Found[] {
  const out: Found[] = [];
  for (const { block, pointer } of walkBlocks(page)) {
    for (const ref of [
      ...collectRefs(block.data?.params, joinPointer(pointer, 'data', 'params')),
      ...collectRefs(block.props, joinPointer(pointer, 'props')),
    ]) {
      const m = /^\$route\.(\w+)$/.exec(ref.value);
      if (m && !ref.optional) out.push({ pointer: ref.pointer, value: m[1] });
    }
  }
  return out;
}
