// Calls to a portal's API from a browser test's set-up, as the app makes them (the envelope unwrapped; a
// refused call throws), and signing in through it with the portal's encrypted password.
import { encrypt } from '@/src/core/crypto-key';
import { portals } from '@/server/db/seed/portals';

export interface ApiInit {
  body?: object;
  headers?: Record<string, string>;
  /** a body sent as it is (FormData of an upload) */
  raw?: BodyInit;
}

export type PortalApi = <T>(path: string, init?: ApiInit) => Promise<T>;

/** A caller of `/pt{path}` on portal `portalId`: POST with a body, GET without. */
export function portalApi(baseUrl: string, portalId: number): PortalApi {
  return async <T>(path: string, init: ApiInit = {}): Promise<T> => {
    const answer = await fetch(`${baseUrl}/pt${path}`, {
      method: init.body || init.raw ? 'POST' : 'GET',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'qx-portal': String(portalId), ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.raw ?? (init.body ? JSON.stringify(init.body) : undefined),
    });
    const envelope = (await answer.json()) as { success: boolean; data: T; errorMessage?: string };
    if (!envelope.success) throw new Error(`${path}: ${envelope.errorMessage ?? answer.status}`);
    return envelope.data;
  };
}

/** Signs in to `domain` through the API; the headers that carry the session (and the censor domain). */
export async function signInHeaders(api: PortalApi, portalId: number, domain: 'portal' | 'censor', account: string, password: string): Promise<Record<string, string>> {
  const secretKey = portals.find((p) => p.id === portalId)?.secret_key ?? '';
  const signedIn = await api<{ token: { value: string } }>(`/ams/passport/${domain}/encrypted`, { body: { domain, account, password: encrypt(password, secretKey) } });
  return { 'x-portal-token': signedIn.token.value, ...(domain === 'censor' ? { 'x-portal-domain': 'censor' } : {}) };
}
