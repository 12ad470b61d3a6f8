// A file an endpoint answers (an import template) saved by the browser. The session's token travels in a header a
// plain link cannot send: the bytes are fetched with the client's headers and saved from a blob URL.
import type { EndpointName } from '@/src/core/endpoints';
import { buildRequest } from '@/src/api/build-request';
import { currentSite } from '@/src/api/client-config';
import { BizError, HttpError } from '@/src/api/errors';
import { readToken } from '@/src/session/token-store';

/** The name in a Content-Disposition header (filename*=UTF-8'' first: it carries a Chinese name). */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/** Fetches the endpoint's file and hands it to the browser to save; a refusal is thrown as the client throws it. */
export async function downloadFile(name: EndpointName, params: Record<string, unknown>, fallbackName: string): Promise<void> {
  const site = currentSite();
  const { url, headers } = buildRequest(name, params, site, site ? readToken(site.portalId) : null);
  const response = await fetch(url, { headers, credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errorMessage?: string; errorCode?: string } | null;
    if (body?.errorCode) throw new BizError({ errorMessage: body.errorMessage ?? '', errorCode: body.errorCode }, response.status);
    throw new HttpError(response.status);
  }
  const href = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = dispositionName(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // the browser has taken the bytes once the click returned; the URL is kept a moment for slow ones
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
