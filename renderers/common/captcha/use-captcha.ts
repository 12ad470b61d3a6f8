import { useCallback, useState } from 'react';
import { API_PREFIX } from '@/src/api/build-request';
import { endpoints } from '@/src/core/endpoints';

/** 24 characters of [A-Za-z0-9_-]: the contract wants 8-64 of them, made by the page. */
export function newAttrKey(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_');
}

/**
 * The image URL of a captcha. An <img> cannot send the qx-portal header, so the portal travels as relationId;
 * random only defeats caches.
 */
export function captchaSrc(attrKey: string, portalId: string, random: number): string {
  const query = new URLSearchParams({ attrKey, random: String(random), relationId: portalId });
  return `${API_PREFIX}${endpoints['captcha.generate'].path}?${query}`;
}

export interface Captcha {
  attrKey: string;
  src: string;
  /** a new image under a new attrKey: a captcha is single use, so after every check */
  refresh: () => void;
  /** the image did not load (the server refused it: too many asked from this address, or it is down) */
  failed: boolean;
  fail: () => void;
}

export function useCaptcha(portalId: string): Captcha {
  const [state, setState] = useState(() => ({ attrKey: newAttrKey(), random: Date.now(), failed: false }));
  const refresh = useCallback(() => setState((prev) => ({ attrKey: newAttrKey(), random: Math.max(Date.now(), prev.random + 1), failed: false })), []);
  const fail = useCallback(() => setState((prev) => ({ ...prev, failed: true })), []);
  return { attrKey: state.attrKey, src: captchaSrc(state.attrKey, portalId, state.random), refresh, failed: state.failed, fail };
}
