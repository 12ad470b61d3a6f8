import { buildRequest, type BuiltRequest } from '@/src/api/build-request';
import type { EndpointName } from '@/src/core/endpoints';
import type { Envelope } from '@/src/core/envelope';
import type { ServerAnswer } from '@/src/runtime/server-render';
import type { SiteContext } from '@/src/site/site-context';

/** One API call answered in process by the server that renders (no socket): status and body text. */
export type SendCall = (request: BuiltRequest) => Promise<{ status: number; text: string }>;

/** A guest's call, built as the browser builds it, answered as data or as a failure. */
export async function callEndpoint(send: SendCall, name: string, params: Record<string, unknown>, site: SiteContext): Promise<ServerAnswer> {
  try {
    const { status, text } = await send(buildRequest(name as EndpointName, params, site, null));
    const envelope = JSON.parse(text) as Envelope;
    return status < 400 && envelope?.success ? { data: envelope.data ?? null } : { failed: true };
  } catch {
    return { failed: true };
  }
}

/** Answers every call a pass wanted, or as many as come back before the deadline. */
export async function answerAll(
  send: SendCall,
  wanted: Map<string, { name: string; params: Record<string, unknown> }>,
  site: SiteContext,
  answers: Map<string, ServerAnswer>,
  deadline: number,
): Promise<boolean> {
  const calls = [...wanted].map(async ([key, call]) => answers.set(key, await callEndpoint(send, call.name, call.params, site)));
  const left = deadline - Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, left))));
  const done = await Promise.race([Promise.all(calls).then(() => true), late]);
  clearTimeout(timer);
  return done;
}
