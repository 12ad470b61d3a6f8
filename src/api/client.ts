import type { EndpointName } from '@/src/core/endpoints';
import type { Envelope } from '@/src/core/envelope';
import { readToken, writeToken } from '@/src/session/token-store';
import { TOKEN_HEADER } from '@/src/session/storage-keys';
import { buildRequest } from './build-request';
import { clientConfig, type ClientSite } from './client-config';
import { displayError } from './display';
import { BizError, HttpError, NetworkError } from './errors';
import { apiText, REQUEST_TIMEOUT_MS } from './messages';
import { applyStatusRules } from './status-rules';

export interface RequestOptions {
  /** the caller shows the failure itself: the error is rethrown untouched, nothing is displayed */
  skipErrorHandler?: boolean;
  /** ms; default 60000 */
  timeout?: number;
  /** the site to call for, instead of the configured getSite() (e.g. while the site config loads) */
  site?: ClientSite | null;
  /** failures the caller shows itself (rethrown without a notice); every other one is shown as usual */
  quiet?: (error: unknown) => boolean;
  /** the caller's own cancellation; a cancelled call is rethrown without any notice */
  signal?: AbortSignal;
  /** a multipart body for uploads (e.g. file.uploadImage) */
  formData?: FormData;
}

/** A token answered in the response header replaces the stored value, as the spec's session rules say. */
function renewToken(response: Response, site: ClientSite | null): void {
  const value = response.headers.get(TOKEN_HEADER);
  if (!value || !site) return;
  const current = readToken(site.portalId);
  if (current?.value === value) return;
  writeToken(site.portalId, { key: current?.key ?? TOKEN_HEADER, value, ...(current?.domain ? { domain: current.domain } : {}) });
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function isEnvelope(body: unknown): body is Envelope {
  return !!body && typeof body === 'object' && typeof (body as Envelope).success === 'boolean';
}

async function send<T>(name: EndpointName, params: Record<string, unknown>, options: RequestOptions, site: ClientSite | null): Promise<T> {
  const config = clientConfig();
  const { url, method, headers, body } = buildRequest(name, params, site, site ? readToken(site.portalId) : null, options.formData);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel);

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted && !timedOut) throw error;
    throw new NetworkError(timedOut, error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }

  renewToken(response, site);
  const envelope = parse(text);
  applyStatusRules(response.status, name, site, config, isEnvelope(envelope) ? envelope.errorCode : undefined);
  if (isEnvelope(envelope)) {
    if (!envelope.success) {
      const { errorMessage = '', errorCode, showType, messages, data } = envelope;
      throw new BizError({ errorMessage, errorCode, showType, messages, data }, response.status);
    }
    if (response.ok) return envelope.data as T;
  }
  if (!response.ok) throw new HttpError(response.status);
  throw new Error(apiText('badResponse'));
}

/**
 * The one client every call goes through: /pt prefix, headers, token, request context, timeout,
 * envelope and error display (the spec's shared client and error catalogue). Resolves to the envelope's data; a failure is
 * shown (unless skipErrorHandler) and always rethrown.
 */
export async function request<T = unknown>(
  name: EndpointName,
  params: Record<string, unknown> = {},
  options: RequestOptions = {},
): Promise<T> {
  const site = options.site !== undefined ? options.site : clientConfig().getSite();
  try {
    return await send<T>(name, params, options, site);
  } catch (error) {
    const cancelled = options.signal?.aborted && !(error instanceof NetworkError);
    if (!options.skipErrorHandler && !cancelled && !options.quiet?.(error)) displayError(error, clientConfig());
    throw error;
  }
}
