import { buildRequest } from '@/src/api/build-request';
import { isSubjectCall, type EndpointName } from '@/src/core/endpoints';
import { saysNotFound, type Envelope } from '@/src/core/envelope';
import type { SendCall } from '@/src/core/render-types';
import type { ServerAnswer } from '@/src/runtime/server-render';
import type { SiteContext } from '@/src/site/site-context';


/** A guest's call, built as the browser builds it, answered as data or as a failure. */
export async function callEndpoint(send: SendCall, name: string, params: Record<string, unknown>, site: SiteContext): Promise<ServerAnswer> {
  try {
    const { status, text } = await send(buildRequest(name as EndpointName, params, site, null));
    const envelope = JSON.parse(text) as Envelope;
    if (status < 400 && envelope?.success) return { data: envelope.data ?? null };
    const missing = isSubjectCall(name) && saysNotFound(status, envelope?.errorCode);
    return missing ? { failed: true, missing: true } : { failed: true };
  } catch {
    return { failed: true };
  }
}

type Call = { name: string; params: Record<string, unknown> };

/**
 * The calls of one page: each is sent once, and its answer lands in `answers` whenever it comes, also after a
 * pass stopped waiting for it (the streamed pass picks it up).
 */
export function pageCalls(send: SendCall, site: SiteContext, answers: Map<string, ServerAnswer>) {
  const underway = new Map<string, Promise<void>>();
  const want = (key: string, call: Call): Promise<void> => {
    let done = underway.get(key);
    if (!done) {
      done = callEndpoint(send, call.name, call.params, site).then((answer) => void answers.set(key, answer));
      underway.set(key, done);
    }
    return done;
  };
  /** Sends what a pass wanted; settles when all are answered (true) or at `until` (false). */
  const settle = async (wanted: Map<string, Call>, until: number): Promise<boolean> => {
    const all = Promise.all([...wanted].map(([key, call]) => want(key, call))).then(() => true);
    return Promise.race([all, timeAt(until)]);
  };
  return { want, settle };
}

/** A promise that settles (false) at the given time. */
export function timeAt(until: number): Promise<false> {
  return new Promise((resolve) => setTimeout(() => resolve(false), Math.max(0, until - Date.now())).unref?.());
}
