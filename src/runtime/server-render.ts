import { createContext, useContext } from 'react';
import type { PageHead } from './page-head';

/**
 * One endpoint answer as the server had it when it rendered: the data, or that the call failed; `missing` when
 * it answered that what it was asked for does not exist (404).
 */
export type ServerAnswer = { data: unknown } | { failed: true; missing?: boolean };

/**
 * What one render on the server reads and writes (public pages arrive drawn, for search engines and a quick first paint). Set only by src/app/server-entry: in the
 * browser it is null and every hook behaves as before.
 */
export interface ServerRender {
  /** answers by endpointKey JSON, fetched before this pass */
  answers: Map<string, ServerAnswer>;
  /** calls a block asked for that have no answer yet: fetched before the next pass */
  wanted: Map<string, { name: string; params: Record<string, unknown> }>;
  heads: Array<{ head: PageHead; rank: number }>;
  /** source modules drawn, for the stylesheets and scripts the page links */
  modules: Set<string>;
  /** block types drawn: the browser loads their chunks before it hydrates */
  blocks: Set<string>;
  /** schemas read, handed to the browser with the page */
  schemas: Set<string>;
  /** why the page goes out as the shell only (a block needs a signed-in user, a schema is missing); null to send it */
  shellOnly: string | null;
  /** where a redirect route sends the browser: the server answers it with a redirect */
  redirect: string | null;
  /** the absolute address of the page asked for */
  href: string;
  /** a detail block drew its head without its data: the page waits for it before its head goes out */
  headPending: boolean;
  /** the last pass, streamed: a block whose answer has not come waits for it (./server-stream.ts) */
  stream: ServerStream | null;
}

/**
 * The calls of the streamed pass. `wait` starts a call (or joins the one under way) and gives a promise that
 * settles when it is answered or when the stream's time is up; `over` says the time is up, and a block then
 * draws itself loading for the browser to finish, as in the passes before.
 */
export interface ServerStream {
  wait(key: string, call: { name: string; params: Record<string, unknown> }): Promise<void>;
  over(): boolean;
  /** set once a block waited: the page has late parts, written by React's inline scripts */
  late: boolean;
}

/** Inside a fallback nothing waits: it is drawn at once, loading. */
export const NoWaitContext = createContext(false);

export const ServerRenderContext = createContext<ServerRender | null>(null);

export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}
