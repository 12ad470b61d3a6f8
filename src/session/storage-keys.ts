// Local storage keys, one set per site; {site} is the portalId (the key names the spec gives).
export const tokenStorageKey = (site: string): string => `token_key_portal:${site}`;
export const userStorageKey = (site: string): string => `user:${site}`;
export const siteStorageKey = (site: string): string => `site:${site}`;
export const domainStorageKey = (site: string): string => `domain:${site}`;

/** The header a token travels in when the record names none; also the response header that renews it. */
export const TOKEN_HEADER = 'x-portal-token';
export const DOMAIN_HEADER = 'x-portal-domain';
