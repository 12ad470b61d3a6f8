// The server-rendering half of a route walk's visit: which pages the server renders (public ones) and, for those,
// the first answer's checks and the calls the hydrated page must not make again. the route walk (routes-suite.ts) visits each route
// once and asserts these beside its own checks (clean page, axe).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Block } from '@/src/core/schema-types';
import { endpoints, isEndpointName } from '@/src/core/endpoints';
import { h5Entries } from '@/renderers/h5/index';
import { pcEntries } from '@/renderers/pc/index';
import { bootOf, fetchPage, rootText } from './server-pages';

const BROWSER_ONLY = new Set([...pcEntries, ...h5Entries].filter((entry) => entry.browserOnly).map((entry) => entry.type));

/**
 * A page with a block that needs a signed-in user (at any depth) is personal, and one with a form people type into
 * at once is drawn by the browser: the server sends the shell of both.
 */
export function personal(blocks: Block[] | undefined): boolean {
  return (blocks ?? []).some((block) => {
    if (BROWSER_ONLY.has(block.type)) return true;
    const endpoint = block.data?.endpoint;
    if (endpoint && isEndpointName(endpoint) && (endpoints[endpoint] as { auth?: boolean }).auth) return true;
    const nested = [...(block.blocks ?? []), ...Object.values(block.props ?? {}).flatMap((value) => (Array.isArray(value) ? value : [value]))];
    return personal(nested.filter((v): v is Block => typeof v === 'object' && v !== null && typeof (v as Block).type === 'string'));
  });
}

/**
 * A workspace page of the censor domain: a block gated by a censor role (record-table, record-form...). A guest sees
 * each as the layout and the sign-in prompt, like every personal page; what its blocks draw signed in is the
 * publishing and admin walks' (publishing-workspace, admin-workspace) and the blocks' component tests'.
 */
export function roleGated(blocks: Block[] | undefined): boolean {
  return (blocks ?? []).some((block) => typeof block.props?.role === 'string');
}

/** Fetches the page as a crawler would and checks it arrives rendered with its state; returns the API paths it carried. */
export async function expectRenderedAnswer(baseUrl: string, url: string): Promise<string[]> {
  const answer = await fetchPage(baseUrl, url);
  expect(answer.status, url).toBe(200);
  // what a crawler reads: no NUL byte anywhere (fetchPage has already refused invalid UTF-8)
  expect(answer.html.indexOf('\0'), `a NUL byte in ${url}`).toBe(-1);
  expect(rootText(answer.html).length, `the first answer of ${url} has no text`).toBeGreaterThan(20);
  const boot = bootOf(answer.html);
  expect(boot, `${url} carries its state`).not.toBeNull();
  return Object.keys(boot!.answers).map((key) => endpoints[(JSON.parse(key) as [keyof typeof endpoints])[0]].path);
}

/** Records the calls of `carried` endpoints the page makes from now on; stop() ends the recording and returns them. */
export function recordCallsAgain(page: Page, carried: string[]): { stop(): string[] } {
  const called: string[] = [];
  const onRequest = (request: { url: () => string }) => {
    const path = new URL(request.url()).pathname.replace(/^\/pt/, '');
    if (carried.some((p) => path === p || (p.includes('{') && path.startsWith(p.split('{')[0])))) called.push(path);
  };
  page.on('request', onRequest);
  return {
    stop() {
      page.off('request', onRequest);
      return called;
    },
  };
}
