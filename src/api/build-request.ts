import { endpoints, fillPath, type EndpointName } from '@/src/core/endpoints';
import type { TokenRecord } from '@/src/core/envelope';
import type { BuiltRequest } from '@/src/core/render-types';
import { DOMAIN_HEADER } from '@/src/session/storage-keys';
import type { ClientSite } from './client-config';

export const API_PREFIX = '/pt';
export const ARMY_TEMPLATE = 'army';


function appendQuery(query: URLSearchParams, params: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      query.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
}

/** portalType, relationId (the portalId), userDomain and terminalType (the channel) of auth calls. */
export function requestContext(site: ClientSite): Record<string, string> {
  return { portalType: site.portalType, relationId: site.portalId, userDomain: site.domain, terminalType: site.channel };
}

export function qxpid(template: string | undefined): string {
  return template === ARMY_TEMPLATE ? 'army-site' : 'default-site';
}

/** The URL, method, headers and body of one call; pure, so every header rule is testable alone. */
export function buildRequest(
  name: EndpointName,
  params: Record<string, unknown>,
  site: ClientSite | null,
  token: TokenRecord | null,
  /** a multipart body (uploads): the params then travel in the query string */
  formData?: FormData,
): BuiltRequest {
  const endpoint: { method: 'GET' | 'POST'; path: string; auth?: boolean } = endpoints[name];
  const { path, rest } = fillPath(endpoint.path, params);
  const query = new URLSearchParams();
  if (endpoint.method === 'GET' || formData) appendQuery(query, rest);
  // Context params win over same-named params: they name the portal the token belongs to.
  if (endpoint.auth && site) for (const [key, value] of Object.entries(requestContext(site))) query.set(key, value);

  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    qxpid: qxpid(site?.template),
  };
  if (site) headers['qx-portal'] = site.portalId;
  if (token) {
    headers[token.key] = token.value;
    if (token.domain) headers[DOMAIN_HEADER] = token.domain;
  }
  let body: string | FormData | undefined;
  // the browser writes a multipart Content-Type with its boundary itself
  if (formData) body = formData;
  else if (endpoint.method === 'POST') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(rest);
  }
  const search = query.toString();
  return { url: `${API_PREFIX}${path}${search ? `?${search}` : ''}`, method: endpoint.method, headers, body };
}
