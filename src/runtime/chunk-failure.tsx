// A chunk of the app that does not arrive: the network is down (the server stopped, the phone lost its signal), or the
// build it names is gone (a deploy renamed its chunks). Chromium tries a failed dynamic import again (the failure
// is not kept), but React.lazy keeps a rejected load: the lazy parts here forget it, so that a retry loads again.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const CHUNK_FAILURE = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|chunk load timed out/i;

const FETCH_FAILURE = /Failed to fetch|NetworkError when attempting to fetch|Load failed/;

/**
 * What the network lost: a dynamic import that failed (Chromium, Safari and Firefox word it differently) or
 * timed out, or a fetch of the page's schema that got no answer.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (CHUNK_FAILURE.test(error.message) || (error instanceof TypeError && FETCH_FAILURE.test(error.message)));
}

/** The address of the chunk the error names, when it names one (Chromium and Firefox do). */
export function chunkUrlOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  return /(https?:\/\/\S+\.js)\b/.exec(error.message)?.[1];
}

/** React.lazy that loads again after a failure: the failed lazy is replaced, the next render imports anew. */
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<any> {
  let current: LazyExoticComponent<T>;
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = make();
        throw error;
      }),
    );
  current = make();
  return function Retryable(props: Record<string, unknown>) {
    const Current = current as unknown as ComponentType<Record<string, unknown>>;
    return <Current {...props} />;
  };
}

export type ServerAnswer = 'loads' | 'gone' | 'unreachable';

/** The page's own entry script: a file the server serves as long as this build is served. */
const entryScript = () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;

/**
 * Asks the server for the chunk again (or, for a failed fetch, the page's entry script): 'gone' when it answers
 * that the file does not exist (a newer build is served), 'unreachable' when it does not answer, 'loads' when the
 * file is there now.
 */
export async function askForChunk(url: string | undefined, fetcher: typeof fetch = fetch): Promise<ServerAnswer> {
  const file = url ?? entryScript();
  if (!file) return 'loads';
  try {
    const answer = await fetcher(file, { method: 'HEAD', cache: 'no-store' });
    if (answer.ok) return 'loads';
    return answer.status === 404 ? 'gone' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}

const RELOADED_AT = 'portal-new-build-reload';

/** Loads the page afresh for a newer build, once a minute at most (a build that lost a chunk must not loop). */
export function reloadForNewBuild(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (now - last < 60_000) return false;
  sessionStorage.setItem(RELOADED_AT, String(now));
  location.reload();
  return true;
}
